import * as React from 'react'
import { useTypeset } from '../../../../lib/i18n/translation'
import { CataloguePicture } from '../../../../components/picture/catalogue-picture'
import { imageFromNode, type ImageCardNode } from '../../fragments'
import { BlockLink } from './block-link'
import { Prerendered } from '../../../../components/prerendered/prerendered'
import * as styles from './home-blocks.module.css'

export interface Banner {
  apiId: string
  title: string
  text: string
  link: string | null
  image: ImageCardNode | null
}

/** The editors' banners: a picture, a title and a line of text, each leading somewhere. */
export function Banners({ banners }: { banners: readonly Banner[] }) {
  // The editors' texts, typeset as the locale texts are (a number keeps its unit).
  const typeset = useTypeset()
  if (banners.length === 0) return null
  return (
    <Prerendered as="ul" className={styles.banners}>
      {banners.map((banner) => {
        const content = (
          <>
            {banner.image && (
              <CataloguePicture
                image={imageFromNode(banner.image)}
                alt=""
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 33vw, 100vw"
                aspectRatio={16 / 9}
                maxWidth={1200}
                className={styles.bannerImage}
              />
            )}
            <span className={styles.bannerTitle}>{typeset(banner.title)}</span>
            <span className={styles.bannerText}>{typeset(banner.text)}</span>
          </>
        )
        return (
          <li key={banner.apiId}>
            {banner.link ? (
              <BlockLink to={banner.link} className={styles.banner}>
                {content}
              </BlockLink>
            ) : (
              <div className={styles.banner}>{content}</div>
            )}
          </li>
        )
      })}
    </Prerendered>
  )
}
