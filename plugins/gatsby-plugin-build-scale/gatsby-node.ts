import path from 'node:path'
import fs from 'node:fs'
import type { GatsbyNode } from 'gatsby'
import {
  SCRIPT_HASHES_CONF,
  SCRIPT_HASHES_WARN,
  builtScriptHashes,
  scriptHashesConf,
} from './src/script-policy'

// Each piece, what it gains and how to remove it: README.md.
export { onPreInit } from './src/without-slices'
export { sourceNodes } from './src/page-nodes'
export { onCreateWebpackConfig } from './src/webpack-config'

/**
 * Writes the hashes of every built page's inline scripts into the nginx snippet the site's script
 * policy includes (deploy/nginx/print-shop-site.conf; docs/deploy.md, "Content Security Policy"),
 * so no page's scripts depend on a hand-kept list. Warns when there are more than the shop's own
 * few: a script whose text changes with the page would make every answer's header grow.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const hashes = builtScriptHashes(path.join(process.cwd(), 'public'))
  fs.writeFileSync(path.join(process.cwd(), SCRIPT_HASHES_CONF), scriptHashesConf(hashes))
  if (hashes.length > SCRIPT_HASHES_WARN)
    reporter.warn(
      `script policy: the pages have ${hashes.length} different inline scripts (${SCRIPT_HASHES_CONF}); ` +
        'one whose text changes from page to page should keep its data in a JSON block beside it',
    )
}
