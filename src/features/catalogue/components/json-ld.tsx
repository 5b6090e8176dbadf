import * as React from 'react'
import { defaultLanguage, isLanguage, type Language } from '../../../config/languages'
import { createTranslator } from '../../../lib/i18n/shop-translator'
import { canonicalUrl } from '../../../lib/seo'
import { useSiteUrl, type SeoHeadProps } from '../../../components/seo/seo'
import { breadcrumbList, jsonLdText } from '../structured-data'

export function JsonLd({ data }: { data: unknown }) {
  // Text children would be HTML-escaped; jsonLdText makes the JSON safe inside <script>.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}

export interface HeadCrumb {
  path: string
  /** A translation key, or the text itself. */
  key?: string
  text?: string
}

export function headLanguage(head: SeoHeadProps): Language {
  return isLanguage(head.pageContext.language) ? head.pageContext.language : defaultLanguage
}

/** BreadcrumbList JSON-LD with canonical addresses in the page's language. */
export function BreadcrumbJsonLd({
  head,
  crumbs,
}: {
  head: SeoHeadProps
  crumbs: readonly HeadCrumb[]
}) {
  const siteUrl = useSiteUrl()
  const language = headLanguage(head)
  const locales = 'locales' in head.data ? head.data.locales : undefined
  const t = createTranslator(locales, language)
  const items = crumbs.map((crumb) => ({
    name: crumb.text ?? t(crumb.key ?? ''),
    url: canonicalUrl(siteUrl, crumb.path, language),
  }))
  return <JsonLd data={breadcrumbList(items)} />
}
