import * as React from 'react'
import { useTypeset } from '../../../../lib/i18n/translation'
import { CataloguePicture } from '../../../../components/picture/catalogue-picture'
import { Prerendered } from '../../../../components/prerendered/prerendered'
import { picturePreload, type PicturePreload } from '../../../../lib/media'
import { imageFromNode, type ImageCardNode } from '../../fragments'
import { BlockLink } from './block-link'
import * as styles from './home-blocks.module.css'

export interface CarouselSlide {
  apiId: string
  title: string
  subtitle: string
  buttonLabel: string
  link: string | null
  image: ImageCardNode | null
  /** The end (ISO) of the promotion the slide advertises: it goes then, by the visitor's clock. */
  endsAt?: string | null
}

/** The home page's slides: picture, title, text and a button; arrows, dots and the keyboard move it. */
const SLIDE_SIZES = '(min-width: 1024px) 560px, 100vw'
const SLIDE_IMAGE = { aspectRatio: 4 / 3, largest: 1200 }

/** The box the live carousel draws its dots into: the carousel's own, outside the slides. */
export const CAROUSEL_DOTS_ID = 'hero-dots'

/** The head's preload of the first slide's picture, the home page's largest. */
export function heroPreload(slides: readonly CarouselSlide[]): PicturePreload | null {
  const image = slides[0]?.image
  return image ? picturePreload(imageFromNode(image), SLIDE_SIZES, SLIDE_IMAGE) : null
}

/**
 * A slide's picture and texts. The first slide's picture is kept as built on a first visit, so that
 * it needs no code and React never re-creates it while the page hydrates. The later slides' pictures
 * are not in the server's HTML, where the browser would fetch hidden slides' large pictures beside
 * the first one: the still slides hold their space, the live carousel shows them.
 */
export function SlideContent({
  slide,
  index,
  laterPictures,
}: {
  slide: CarouselSlide
  index: number
  laterPictures: boolean
}) {
  // The editors' texts, typeset as the locale texts are: "15 %" does not break on a phone.
  const typeset = useTypeset()
  const picture = slide.image && (
    <CataloguePicture
      image={imageFromNode(slide.image)}
      alt=""
      sizes={SLIDE_SIZES}
      aspectRatio={SLIDE_IMAGE.aspectRatio}
      maxWidth={SLIDE_IMAGE.largest}
      priority={index === 0}
      className={styles.slideImage}
    />
  )
  return (
    <div className={styles.slide}>
      {picture && index > 0 && !laterPictures && (
        <div
          className={`${styles.slideImage} ${styles.slidePicturePending}`}
          style={{ aspectRatio: SLIDE_IMAGE.aspectRatio }}
          data-testid="slide-picture-pending"
        />
      )}
      {picture && index === 0 && <Prerendered contents>{picture}</Prerendered>}
      {index > 0 && laterPictures && picture}
      <div className={styles.slideText}>
        <h2 className={styles.slideTitle}>{typeset(slide.title)}</h2>
        <p>{typeset(slide.subtitle)}</p>
        {slide.link && (
          <BlockLink to={slide.link} className={styles.slideButton}>
            {typeset(slide.buttonLabel)}
          </BlockLink>
        )}
      </div>
    </div>
  )
}
