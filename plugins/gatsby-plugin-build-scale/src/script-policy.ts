import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The build's side of the script policy (inline-scripts.ts has the browser's): the hash a policy
 * allows an inline script by, the inline scripts of a built page, and the hashes a policy lists.
 */

/** The source expression a script policy allows an inline script of this exact text by. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Types of `<script>` a browser runs (the others are data: JSON, JSON-LD). */
const RUN = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

/** The text of each inline script of `html` a browser would run, in order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (RUN.test(type.trim())) scripts.push(text)
  }
  return scripts
}

/** The file of deploy/nginx that sends the site's policy, from the repository's root. */
export const SITE_CONF = 'deploy/nginx/print-shop-site.conf'

/**
 * The hashes the site's nginx file allows inline scripts by: the `$print_shop_script_hashes` it sets,
 * when its script-src uses them (none otherwise).
 */
export function listedScriptHashes(conf: string): string[] {
  const set = /^\s*set \$print_shop_script_hashes "([^"]*)";/m.exec(conf)
  const used = /script-src[^;"]*\$print_shop_script_hashes\b/.test(conf)
  if (!set || !used) return []
  return (set[1] ?? '').match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []
}

/** A page's inline script the site's policy does not list. */
export interface UnlistedScript {
  page: string
  hash: string
  /** Its first characters, to know it by. */
  start: string
}

/** Where Gatsby writes a page's HTML. */
const htmlFile = (publicDir: string, pagePath: string) =>
  pagePath.endsWith('.html')
    ? path.join(publicDir, pagePath)
    : path.join(publicDir, pagePath, 'index.html')

/**
 * The inline scripts of the built pages that `listed` lacks. One page of each page component is
 * read (the scripts are the same on every page of one: that is what lets a policy list them), so a
 * 40,000-page build reads a few dozen files.
 */
export function unlistedScripts(
  pages: Iterable<{ path: string; component: string }>,
  publicDir: string,
  listed: readonly string[],
): UnlistedScript[] {
  const allowed = new Set(listed)
  const seen = new Set<string>()
  const unlisted: UnlistedScript[] = []
  for (const page of pages) {
    if (seen.has(page.component)) continue
    const file = htmlFile(publicDir, page.path)
    if (!fs.existsSync(file)) continue
    seen.add(page.component)
    for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      const hash = scriptHash(script)
      if (!allowed.has(hash) && !unlisted.some((found) => found.hash === hash))
        unlisted.push({ page: page.path, hash, start: script.slice(0, 60).replace(/\s+/g, ' ') })
    }
  }
  return unlisted
}
