// `npm run rebuild`: the scheduled catalogue refresh. Reads the catalogue from the API, compares it with
// the one the last successful build showed, and does nothing when it has not changed. Otherwise the
// build (scripts/build.mjs) runs with Gatsby's cache kept, sourcing the catalogue just read (the API is
// read once): only the pages whose data changed are rendered again. The build is started before the
// reading, so that Gatsby's start-up runs meanwhile; its source plugin waits for the reading, and the
// build is stopped if there is nothing to do. `--force` builds regardless.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createContentDigest } from 'gatsby-core-utils'
import { languages } from '../src/config/languages'
import { DIGEST_FILE } from '../plugins/gatsby-source-print-shop/src/digest'
import { documentKey } from '../plugins/gatsby-source-print-shop/src/fetch'
import type { JsonApiDocument } from '../plugins/gatsby-source-print-shop/src/jsonapi'
import {
  SNAPSHOT_ENV,
  snapshotFile,
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

/**
 * `npm run build` in a process group of its own (npx, Gatsby and its workers), waiting for the reading
 * in `snapshot`; `stop` ends the whole group.
 */
function startBuild(snapshot: string) {
  const child = spawn(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, [SNAPSHOT_ENV]: snapshot },
  })
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    await exited
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stop().finally(() => process.exit(130)))
  return { exited, stop }
}

async function main() {
  const started = Date.now()
  const previous = lastBuilt()
  const snapshot = snapshotFile()
  const build = startBuild(snapshot)
  try {
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
    if (previous?.digest === digest && !process.argv.includes('--force')) {
      await build.stop()
      console.log(
        `rebuild: the catalogue at ${apiUrl} is unchanged since the build of ${previous.builtAt}; nothing to do, the build started alongside the reading stopped (${Date.now() - started} ms)`,
      )
      return
    }
    console.log(
      previous
        ? `rebuild: the catalogue at ${apiUrl} changed; building the pages that show the changes`
        : 'rebuild: no earlier build to compare with; building everything',
    )
    // The build sources this same reading instead of asking the API for everything again.
    await writeSnapshot(snapshot, { digest, documents })
    process.exitCode = await build.exited
  } catch (error) {
    await build.stop()
    throw error
  } finally {
    await rm(snapshot, { force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`rebuild: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
