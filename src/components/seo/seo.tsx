import * as React from 'react'
import { graphql, type HeadProps } from 'gatsby'
import { isLanguage, localeTags, languages, defaultLanguage } from '../../config/languages'
import { createTranslator, shopValues, type LocaleEdges } from '../../lib/i18n/shop-translator'
import { useShopFacts } from '../../lib/shop-facts'
import { useSiteQuery } from '../../lib/site-query'
import type { PicturePreload } from '../../lib/media'
import { pictureOrigin } from '../../lib/picture-origin'
import { alternates, canonicalUrl, pageTitle, shouldNoindex } from '../../lib/seo'

export interface I18nPageContext {
  language: string
  i18n: { originalPath: string; language: string }
}

export type SeoHeadProps = HeadProps<{ locales?: LocaleEdges } | object, I18nPageContext>

interface SeoProps {
  head: SeoHeadProps
  /** Translation key of the page title, e.g. "contact:title"; a list is tried in order. */
  titleKey?: string | string[]
  /** Translation key of the page description; defaults to the shared description. */
  descriptionKey?: string | string[]
  noindex?: boolean
  /** A title or description from data (a category's name) rather than a translation key. */
  title?: string
  description?: string
  /** The page whose copy this is (a subcategory reached through its category), if another. */
  canonicalPath?: string
  /** The Open Graph image: a product's own picture. */
  image?: string
  /**
   * The pictures the head fetches before the body is parsed: the page's largest, or a grid's first
   * row for the screens it is in view on (`media`). The first goes at high priority.
   */
  preload?: PicturePreload | readonly PicturePreload[] | null
  /** More head elements, such as JSON-LD. */
  children?: React.ReactNode
}

/** SITE_URL as gatsby-config read it at build time. */
export function useSiteUrl(): string {
  return useSiteQuery().site.siteMetadata.siteUrl
}

/** Title, description, canonical, hreflang, robots, Open Graph and <html lang> of a page. */
export function Seo({
  head,
  titleKey,
  descriptionKey,
  noindex,
  title: titleText,
  description: descriptionText,
  canonicalPath,
  image,
  preload,
  children,
}: SeoProps) {
  const siteUrl = useSiteUrl()
  const shop = useShopFacts()
  const language = isLanguage(head.pageContext.language)
    ? head.pageContext.language
    : defaultLanguage
  const originalPath = head.pageContext.i18n?.originalPath ?? head.location.pathname
  const locales = 'locales' in head.data ? head.data.locales : undefined
  const t = createTranslator(locales, language)
  const values = shopValues(t, shop, language)
  const title = pageTitle(titleText ?? (titleKey ? t(titleKey, values) : ''), shop.name)
  const description = descriptionText ?? t(descriptionKey ?? 'common:seo.description', values)
  const canonical = canonicalUrl(siteUrl, canonicalPath ?? originalPath, language)
  const robots = noindex || shouldNoindex(originalPath)
  const pictures = pictureOrigin()

  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {alternates(siteUrl, originalPath).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {robots && <meta name="robots" content="noindex, follow" />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {pictures && pictures !== new URL(siteUrl).origin && (
        <link rel="preconnect" href={pictures} />
      )}
      {[preload ?? []].flat().map((picture, index) => (
        <link
          key={picture.srcSet}
          rel="preload"
          as="image"
          type={picture.type}
          imageSrcSet={picture.srcSet}
          imageSizes={picture.sizes}
          media={picture.media}
          {...(index === 0 ? { fetchpriority: 'high' } : {})}
        />
      ))}
      <meta name="theme-color" content="#1f1b16" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={shop.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image ?? `${siteUrl}/og-image.png`} />
      <meta property="og:locale" content={localeTags[language]} />
      {languages
        .filter((other) => other !== language)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={localeTags[other]} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  )
}

export const query = graphql`
  fragment LocaleEdges on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`
