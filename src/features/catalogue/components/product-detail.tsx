import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { CataloguePicture } from '../../../components/picture/catalogue-picture'
import { Prerendered } from '../../../components/prerendered/prerendered'
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs'
import { paths } from '../../../config/paths'
import { formatMinorUnits } from '../../../lib/format'
import { ConfiguratorSlot } from '../../configurator'
import type { ImageLayout } from '../hooks/use-printing-layouts'
import type { CatalogueImage, LivePrice, ImageDetails } from '../types'
import { lazyPart } from '../../../components/prerendered/lazy-part'
import { FavouriteButton } from './favourite-button'
import type { PrintingLayout } from './printing-options'
import { ImageGrid } from './image-grid'
import * as styles from './product-detail.module.css'

/**
 * How wide the product's picture shows: its column on a wide screen, the container (less its padding,
 * global.css) below. The head's preload asks for the same rendition.
 */
export const PRODUCT_PICTURE_SIZES =
  '(min-width: 1024px) 640px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)'

/** Where the picture is filed, who made it, its licence and pixels: kept as built (product-facts.tsx). */
const ProductFacts = lazyPart<{ image: ImageDetails }>(() =>
  import('./product-facts').then((module) => module.ProductFacts),
)

/**
 * The printing options in short: the configurator's stand-in on a page the browser renders, until
 * its code is there (it comes with the page, so only if that fails). A first visit keeps the built
 * configurator and never loads either.
 */
const PrintingOptions = lazyPart<{ layouts: readonly PrintingLayout[] }>(() =>
  import('./printing-options').then((module) => module.PrintingOptions),
)

interface ProductDetailProps {
  image: ImageDetails
  layouts: readonly ImageLayout[]
  /** The price the live API gives now, once asked: only the price's text changes. */
  livePrice?: LivePrice
  related: readonly CatalogueImage[]
  /** The related products come from the build: their prices are checked with the live API. */
  relatedFromBuild?: boolean
}

/**
 * /produkt/{id}: the picture large, what it is, where it is filed, its lowest price, the
 * configurator and related pictures. The page built ahead and the one the browser renders for a
 * product added since the build both show it.
 */
export function ProductDetail({
  image,
  layouts,
  livePrice,
  related,
  relatedFromBuild = false,
}: ProductDetailProps) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const category = image.categories[0]
  const { fromPrice, currency } = livePrice ?? image
  return (
    <div className="container">
      <Breadcrumbs
        crumbs={[
          { to: paths.home, label: t('category:breadcrumbs.home') },
          { to: paths.categories, label: t('category:title') },
          ...(category ? [{ to: paths.category(category.slug), label: category.title }] : []),
          { label: image.name },
        ]}
      />
      <article className={styles.detail}>
        <Prerendered className={styles.media}>
          <CataloguePicture
            image={image}
            alt={image.name}
            sizes={PRODUCT_PICTURE_SIZES}
            priority
            className={styles.image}
          />
        </Prerendered>
        <div className={styles.info}>
          <h1 className={styles.title}>{typeset(image.name)}</h1>
          <p className={styles.price} data-testid="product-price">
            {t('detail:fromPrice', { price: formatMinorUnits(fromPrice, currency) })}
          </p>
          <Prerendered as="p">{typeset(image.description)}</Prerendered>
          <div className={styles.actions}>
            <FavouriteButton imageId={image.apiId} imageName={image.name} />
          </div>
          <Prerendered as="dl" className={styles.facts}>
            <ProductFacts image={image} />
          </Prerendered>
          <ConfiguratorSlot image={image} layouts={layouts} pictureSizes={PRODUCT_PICTURE_SIZES}>
            <PrintingOptions layouts={layouts} />
          </ConfiguratorSlot>
        </div>
      </article>
      {related.length > 0 && <RelatedImages related={related} fromBuild={relatedFromBuild} />}
    </div>
  )
}

/**
 * The related pictures' grid, rendered again only when they change: the live product's answer
 * renders the detail above it, not eight cards.
 */
const RelatedImages = React.memo(function RelatedImages({
  related,
  fromBuild,
}: {
  related: readonly CatalogueImage[]
  fromBuild: boolean
}) {
  const { t } = useTranslation()
  const list = React.useMemo(() => ({ id: 'related', name: t('detail:related') }), [t])
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t('detail:related')}</h2>
      <ImageGrid images={related} label={list.name} list={list} livePrices={fromBuild} />
    </section>
  )
})
