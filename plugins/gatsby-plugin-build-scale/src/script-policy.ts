import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The build's side of the script policy (inline-scripts.ts has the browser's): the hash a policy
 * allows an inline script by, the inline scripts of a built page, and the nginx snippet of the
 * built pages' hashes the site's policy includes.
 */

/**
 * The source expression a script policy allows an inline script of this exact text by: the hash of
 * its UTF-8 bytes (`latin1`: `text` holds a file's bytes, one character each).
 */
export const scriptHash = (text: string, encoding: 'utf8' | 'latin1' = 'utf8'): string =>
  `'sha256-${createHash('sha256').update(text, encoding).digest('base64')}'`

/** Types of `<script>` a browser runs (the others are data: JSON, JSON-LD). */
const RUN = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

/**
 * The text of each inline script of `html` a browser would run, in order, as the browser hashes it:
 * the characters between the tags, with line ends made \n as HTML's parser makes them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (RUN.test(type.trim())) scripts.push(text.replace(/\r\n?/g, '\n'))
  }
  return scripts
}

/** The file of deploy/nginx that sends the site's policy, from the repository's root. */
export const SITE_CONF = 'deploy/nginx/print-shop-site.conf'

/**
 * The nginx snippet each build writes beside public/ (from the repository's root): the hashes of
 * the built pages' inline scripts, as the `$print_shop_script_hashes` the site's script-src uses.
 * Not in public/, so not served; deploy/nginx/print-shop-script-hashes.sh checks it and installs it
 * for nginx when the build is published.
 */
export const SCRIPT_HASHES_CONF = 'csp-script-hashes.conf'

/**
 * More hashes than the shop's scripts have ever needed: an inline script whose text changes from
 * page to page (its data inside it instead of beside it) would add one per page to every answer's
 * header, and the build warns of it.
 */
export const SCRIPT_HASHES_WARN = 24

/** The hashes a snippet of `SCRIPT_HASHES_CONF`'s form (or the site's file) sets. */
export function listedScriptHashes(conf: string): string[] {
  const set = /^\s*set \$print_shop_script_hashes "([^"]*)";/m.exec(conf)
  return set?.[1]?.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []
}

/** The snippet that sets `hashes` for the site's script-src. */
export const scriptHashesConf = (hashes: readonly string[]): string =>
  '# Written by the build (plugins/gatsby-plugin-build-scale, onPostBuild): the hashes of every\n' +
  "# inline script of the built pages, for print-shop-site.conf's script-src. Do not edit.\n" +
  `set $print_shop_script_hashes "${hashes.join(' ')}";\n`

/** Every .html file under `dir`. */
function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(file)
    else if (entry.isFile() && entry.name.endsWith('.html')) yield file
  }
}

/**
 * The hashes of the inline scripts of every built page under `publicDir`, each once, sorted (one
 * build's snippet is the next one's when no script changed). Every page is read, so a plugin's
 * script, or one on a single page, is covered as well as the shop's own.
 */
export function builtScriptHashes(publicDir: string): string[] {
  const hashes = new Set<string>()
  for (const file of htmlFiles(publicDir)) {
    // Read as bytes, one character each (the tags are ASCII): hashed as they are, the page's UTF-8
    // is hashed exactly, and reading without decoding it takes half the time.
    for (const script of inlineScripts(fs.readFileSync(file, 'latin1')))
      hashes.add(scriptHash(script, 'latin1'))
  }
  return [...hashes].sort()
}
