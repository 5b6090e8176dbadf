import fs from 'node:fs/promises'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { builtPages } from '../../plugins/gatsby-plugin-build-scale/node'
import { languages } from '../config/languages'
import { isPrivatePath, paths } from '../config/paths'
import { alternates, canonicalUrl } from '../lib/seo'
import { FEEDS_FOLDER } from './feeds/folder'
import { escapeXml } from './feeds/xml'

interface PageContext {
  i18n?: { originalPath?: string }
}

/** Routes that exist for shoppers but are not content for search engines. */
const notForSearch = [paths.components, paths.passwordReset, '/404', '/404.html', '/dev-404-page']

export function isIndexable(originalPath: string): boolean {
  return (
    !isPrivatePath(originalPath) &&
    !notForSearch.some((p) => originalPath === p || originalPath.startsWith(`${p}/`))
  )
}

export function sitemapXml(siteUrl: string, originalPaths: readonly string[]): string {
  const urls = originalPaths.flatMap((originalPath) => {
    // The same alternates for each language's entry of a page.
    const links = alternates(siteUrl, originalPath)
      .map(
        ({ hrefLang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
      )
      .join('\n')
    return languages.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, originalPath, language))}</loc>\n${links}\n  </url>`,
    )
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  const disallowed = ['/kosik', '/profil', '/oblibene-produkty', '/obnova-hesla', '/components']
  const lines = languages.flatMap((language) =>
    disallowed.map((p) => `Disallow: ${language === 'cs' ? '' : `/${language}`}${p}`),
  )
  // robots.txt has no line that names a feed: the comment says where they are for whoever reads it,
  // and Allow keeps them open to the comparison sites' robots.
  const feeds = `# Product feeds (Heureka, Zbozi.cz, Google Merchant Center): ${siteUrl}${FEEDS_FOLDER}\nAllow: ${FEEDS_FOLDER}`
  return `User-agent: *\n${feeds}\n${lines.join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/** The addresses for search engines, each page once (without its language prefix), sorted. */
export function indexablePaths(pages: Iterable<{ context?: unknown }>): string[] {
  const originalPaths = new Set<string>()
  for (const page of pages) {
    const originalPath = (page.context as PageContext | undefined)?.i18n?.originalPath
    if (originalPath && isIndexable(originalPath)) originalPaths.add(originalPath)
  }
  return [...originalPaths].sort()
}

/**
 * Writes sitemap.xml (with hreflang alternates) and robots.txt, keeping private routes out. The pages
 * come from Gatsby's page list in memory (`builtPages`), not from a GraphQL query over every SitePage.
 */
export async function writeSitemap({ store, reporter }: Pick<BuildArgs, 'store' | 'reporter'>) {
  const { pages, siteUrl } = builtPages(store)
  const sorted = indexablePaths(pages)
  const publicDir = path.join(process.cwd(), 'public')
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, sorted))
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
  reporter.info(`sitemap: ${sorted.length * languages.length} addresses in sitemap.xml`)
}
