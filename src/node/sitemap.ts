import fs from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { languages } from '../config/languages'
import { isPrivatePath, paths } from '../config/paths'
import { alternates, canonicalUrl } from '../lib/seo'

interface SitePages {
  allSitePage: {
    nodes: Array<{
      path: string
      pageContext: { i18n?: { originalPath: string; language: string } } | null
    }>
  }
  site: { siteMetadata: { siteUrl: string } } | null
}

/** Routes that exist for shoppers but are not content for search engines. */
const notForSearch = [paths.components, paths.passwordReset, '/404', '/404.html', '/dev-404-page']

export function isIndexable(originalPath: string): boolean {
  return (
    !isPrivatePath(originalPath) &&
    !notForSearch.some((p) => originalPath === p || originalPath.startsWith(`${p}/`))
  )
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(siteUrl: string, originalPaths: readonly string[]): string {
  const urls = originalPaths.flatMap((originalPath) =>
    languages.map((language) => {
      const links = alternates(siteUrl, originalPath)
        .map(
          ({ hrefLang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
        )
        .join('\n')
      return `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, originalPath, language))}</loc>\n${links}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  const disallowed = ['/kosik', '/profil', '/oblibene-produkty', '/obnova-hesla', '/components']
  const lines = languages.flatMap((language) =>
    disallowed.map((p) => `Disallow: ${language === 'cs' ? '' : `/${language}`}${p}`),
  )
  return `User-agent: *\n${lines.join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/** Writes sitemap.xml (with hreflang alternates) and robots.txt, keeping private routes out. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<SitePages>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('sitemap: could not read the list of pages', result.errors)
    return
  }
  const siteUrl = (result.data.site?.siteMetadata.siteUrl ?? '').replace(/\/$/, '')
  const originalPaths = new Set<string>()
  for (const node of result.data.allSitePage.nodes) {
    const originalPath = node.pageContext?.i18n?.originalPath
    if (originalPath && isIndexable(originalPath)) originalPaths.add(originalPath)
  }
  const sorted = [...originalPaths].sort()
  const publicDir = path.join(process.cwd(), 'public')
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, sorted))
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
  reporter.info(`sitemap: ${sorted.length * languages.length} addresses in sitemap.xml`)
}
