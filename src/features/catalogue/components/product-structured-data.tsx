import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { useI18next } from '../../../lib/i18n/page-language'
import { canonicalUrl } from '../../../lib/seo'
import { mediaRenditionUrl } from '../../../lib/media'
import { useSiteUrl } from '../../../components/seo/seo'
import { paths } from '../../../config/paths'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { breadcrumbList, productJsonLd } from '../structured-data'
import type { ImageDetails } from '../types'
import { JsonLd } from './json-ld'

/**
 * A product's JSON-LD (Product, BreadcrumbList), in the page's body: the built product page keeps
 * the build's on a first visit (its code comes only with a page the browser renders), and the page
 * of a product added since the build renders it.
 */
export function ProductStructuredData({ image }: { image: ImageDetails }) {
  const { t } = useTranslation()
  const { language } = useI18next()
  const siteUrl = useSiteUrl()
  const lang = isLanguage(language) ? language : defaultLanguage
  const url = (path: string) => canonicalUrl(siteUrl, path, lang)
  const category = image.categories[0]
  const crumbs = [
    { name: t('category:breadcrumbs.home'), url: url(paths.home) },
    { name: t('category:title'), url: url(paths.categories) },
    ...(category ? [{ name: category.title, url: url(paths.category(category.slug)) }] : []),
    { name: image.name, url: url(paths.productPage(image.apiId)) },
  ]
  return (
    <>
      <JsonLd
        data={productJsonLd({
          name: image.name,
          description: image.description,
          url: url(paths.productPage(image.apiId)),
          image: mediaRenditionUrl(image, 1200, 'jpg'),
          sku: image.apiId,
          fromPrice: image.fromPrice,
          currency: image.currency,
          author: image.author,
        })}
      />
      <JsonLd data={breadcrumbList(crumbs)} />
    </>
  )
}
