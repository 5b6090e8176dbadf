import path from 'node:path'
import fs from 'node:fs'
import type { GatsbyNode } from 'gatsby'
import { builtPages } from './src/built-pages'
import { SITE_CONF, listedScriptHashes, unlistedScripts } from './src/script-policy'

// Each piece, what it gains and how to remove it: README.md.
export { onPreInit } from './src/without-slices'
export { sourceNodes } from './src/page-nodes'
export { onCreateWebpackConfig } from './src/webpack-config'

/**
 * Warns of an inline script the site's script policy (deploy/nginx) would report: one added by a
 * plugin, or one whose text differs from page to page. The policy's own list is checked against the
 * shop's scripts by src/app/__tests__/script-policy.test.ts.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ store, reporter }) => {
  const conf = path.join(process.cwd(), SITE_CONF)
  if (!fs.existsSync(conf)) return
  const listed = listedScriptHashes(fs.readFileSync(conf, 'utf8'))
  const publicDir = path.join(process.cwd(), 'public')
  for (const script of unlistedScripts(builtPages(store).pages, publicDir, listed))
    reporter.warn(
      `script policy: ${script.page} has an inline script ${SITE_CONF} does not list ` +
        `(${script.hash}, "${script.start}…"): browsers will report it`,
    )
}
