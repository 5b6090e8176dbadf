import * as React from 'react'
import useSWR from 'swr'
import { useTranslation } from '../../../lib/i18n/translation'
import { useI18next } from '../../../lib/i18n/page-language'
import { RELATED_PRODUCTS } from '../../../config/catalogue'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { useClientHead } from '../../../hooks/use-client-head'
import { useLiveImage } from '../api/get-image-details'
import { getImageList } from '../api/get-images'
import { usePrintingLayouts } from '../hooks/use-printing-layouts'
import type { CatalogueImage, ImageDetails } from '../types'
import { ProductDetail } from './product-detail'
import { RemovedProduct } from './removed-product-part'
import { ProductPending } from './product-pending'
import { ProductStructuredData } from './product-structured-data'

/**
 * A product page the build did not make (the picture was added since): rendered in the browser
 * from the live API, as the built one looks, and never indexed until a build makes it.
 */
export function ClientProduct({ id }: { id: string }) {
  const { t } = useTranslation()
  const { language } = useI18next()
  const layouts = usePrintingLayouts(language)
  const live = useLiveImage(id)
  const related = useRelatedImages(live.image)
  // The notice names the page itself once the API says the product is gone.
  const title = live.removed ? undefined : (live.image?.name ?? t('detail:title'))
  useClientHead({ title, noindex: true })

  if (live.removed) return <RemovedProduct />
  if (!live.image) return <ProductPending failed={live.failed} onRetry={live.retry} />
  return (
    <>
      <ProductDetail image={live.image} layouts={live.layouts ?? layouts} related={related} />
      <ProductStructuredData image={live.image} />
    </>
  )
}

/** The most popular others of its first subcategory (else category), from the live API. */
function useRelatedImages(image: ImageDetails | undefined): readonly CatalogueImage[] {
  const { language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const subcategory = image?.subcategories[0]
  const category = image?.categories[0]
  const source = subcategory
    ? ({ kind: 'subcategory', slug: subcategory.slug } as const)
    : category
      ? ({ kind: 'category', slug: category.slug } as const)
      : null
  const { data } = useSWR(source ? ['related', source.kind, source.slug, lang] : null, () =>
    getImageList(source!, { orientation: null, colours: [], page: 1 }, lang),
  )
  return React.useMemo(
    () =>
      (data?.images ?? [])
        .filter((other) => other.apiId !== image?.apiId)
        .slice(0, RELATED_PRODUCTS),
    [data, image?.apiId],
  )
}
