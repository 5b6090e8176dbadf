// `npm run rebuild`: the scheduled catalogue refresh. Reads the catalogue from the API, compares it with
// the one the last successful build showed, and does nothing when it has not changed. Otherwise it
// runs the build (scripts/build.mjs) with Gatsby's cache kept, handing it the catalogue just read (the API
// is read once): only the pages whose data changed are rendered again. `--force` builds regardless.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createContentDigest } from 'gatsby-core-utils'
import { languages } from '../src/config/languages'
import { DIGEST_FILE } from '../plugins/gatsby-source-print-shop/src/digest'
import { documentKey } from '../plugins/gatsby-source-print-shop/src/fetch'
import type { JsonApiDocument } from '../plugins/gatsby-source-print-shop/src/jsonapi'
import {
  SNAPSHOT_ENV,
  SNAPSHOT_FILE,
  writeSnapshot,
} from '../plugins/gatsby-source-print-shop/src/snapshot'
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
  const documents = new Map<string, JsonApiDocument>()
  const { digest } = await loadCatalogue(
    {
      apiUrl,
      languages,
      onDocument: (path, language, document) =>
        documents.set(documentKey(language, path), document),
    },
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
  // The build sources this same reading instead of asking the API for everything again.
  await writeSnapshot(SNAPSHOT_FILE, documents)
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, [SNAPSHOT_ENV]: SNAPSHOT_FILE },
  })
  await rm(SNAPSHOT_FILE, { force: true })
  process.exitCode = result.status ?? 1
}

main().catch((error: unknown) => {
  console.error(`rebuild: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
