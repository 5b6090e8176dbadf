// `npm run rebuild`: the scheduled catalogue refresh. Reads the catalogue from the API, compares it with
// the one the last successful build showed, and does nothing when it has not changed. Otherwise it
// runs the build (scripts/build.mjs) with Gatsby's cache kept: the catalogue is sourced again and only the pages
// whose data changed are rendered again. `--force` builds regardless.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createContentDigest } from 'gatsby-core-utils'
import { languages } from '../src/config/languages'
import { DIGEST_FILE } from '../plugins/gatsby-source-print-shop/src/digest'
import { loadCatalogue } from '../plugins/gatsby-source-print-shop/src/source'

const apiUrl = (
  process.env.API_URL ||
  process.env.GATSBY_API_URL ||
  'http://localhost:4000/v1'
).replace(/\/$/, '')

function lastBuilt(): { digest: string; builtAt: string } | null {
  if (!existsSync(DIGEST_FILE) || !existsSync('public/index.html')) return null
  return JSON.parse(readFileSync(DIGEST_FILE, 'utf8'))
}

async function main() {
  const started = Date.now()
  const { digest } = await loadCatalogue(
    { apiUrl, languages },
    { createNodeId: (key) => key, createContentDigest },
  )
  const previous = lastBuilt()
  if (previous?.digest === digest && !process.argv.includes('--force')) {
    console.log(
      `rebuild: the catalogue at ${apiUrl} is unchanged since the build of ${previous.builtAt}; nothing to do (${Date.now() - started} ms)`,
    )
    return
  }
  console.log(
    previous
      ? `rebuild: the catalogue at ${apiUrl} changed; building the pages that show the changes`
      : 'rebuild: no earlier build to compare with; building everything',
  )
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  process.exitCode = result.status ?? 1
}

main().catch((error: unknown) => {
  console.error(`rebuild: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
