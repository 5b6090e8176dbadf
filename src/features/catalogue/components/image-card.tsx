import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { CataloguePicture } from '../../../components/picture/catalogue-picture'
import { Prerendered } from '../../../components/prerendered/prerendered'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { CARD_NAME_LENGTH, formatMinorUnits, truncate } from '../../../lib/format'
import { picturePreload, type PicturePreload } from '../../../lib/media'
import type { CatalogueImage, LivePrice } from '../types'
import { FavouriteButton } from './favourite-button'
import * as styles from './image-card.module.css'

/** Cards are a quarter of the content width on large screens, a third on medium, half on phones. */
export const CARD_SIZES = '(min-width: 1024px) 290px, (min-width: 640px) 33vw, 50vw'
/** Enough for a card at three device pixels per CSS pixel on a phone. */
export const CARD_MAX_WIDTH = 828

/** Where a grid's first row of four is in the first screen; on a phone it is below the fold. */
const FIRST_ROW_SCREEN = '(min-width: 1024px)'

/**
 * The head's preloads of a grid's first row, for wide screens only. The cards' own pictures load
 * lazily: on a phone the first row is below the fold, where fetching it early would only delay
 * what is in view (the category's title and description).
 */
export function firstRowPreloads(images: readonly CatalogueImage[]): PicturePreload[] {
  return images.slice(0, 4).flatMap((image) => {
    const preload = picturePreload(image, CARD_SIZES, { largest: CARD_MAX_WIDTH })
    return preload ? [{ ...preload, media: FIRST_ROW_SCREEN }] : []
  })
}

export interface ImageCardProps {
  image: CatalogueImage
  /** The page's largest picture (its first card): loaded at once and first. */
  priority?: boolean
  /** The other cards above the fold: loaded at once. */
  eager?: boolean
  headingLevel?: 'h2' | 'h3'
  /** The shopper opens the product from a list (analytics' select_item). */
  onSelect?: () => void
  /** The price now, when it was checked after the page was built: only the price's text changes. */
  livePrice?: LivePrice
  /**
   * Finds the card's link and picture drawn before the page's scripts ran (the search's early
   * cards), which the card then takes over as they are (`<Prerendered adopt>`).
   */
  adopt?: (imageId: string) => Element | null
}

/** Image, name cut at 35 characters, "Od X Kč" and the heart toggle. */
export function ImageCard({
  image,
  priority = false,
  eager = false,
  headingLevel = 'h3',
  onSelect,
  livePrice,
  adopt,
}: ImageCardProps) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const [early] = React.useState(() => adopt?.(image.apiId) ?? null)
  const Heading = headingLevel
  const { fromPrice, currency } = livePrice ?? image
  return (
    <article className={styles.card}>
      <Prerendered contents adopt={early} onClick={onSelect}>
        <Link to={paths.productPage(image.apiId)} className={styles.link}>
          <CataloguePicture
            image={image}
            alt=""
            sizes={CARD_SIZES}
            aspectRatio={1}
            maxWidth={CARD_MAX_WIDTH}
            priority={priority}
            eager={eager}
            className={styles.image}
          />
          <Heading className={styles.name} title={image.name}>
            {typeset(truncate(image.name, CARD_NAME_LENGTH))}
          </Heading>
        </Link>
      </Prerendered>
      <p className={styles.price}>
        {t('category:card.fromPrice', {
          price: formatMinorUnits(fromPrice, currency),
        })}
      </p>
      <FavouriteButton imageId={image.apiId} imageName={image.name} />
    </article>
  )
}
