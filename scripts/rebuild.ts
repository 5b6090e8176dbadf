// `npm run rebuild`: the scheduled catalogue refresh. Reads the catalogue from the API, compares it with
// the one the last successful build showed, and does nothing when it has not changed. Otherwise the
// build (scripts/build.mjs) runs with Gatsby's cache kept, sourcing the catalogue just read (the API is
// read once): only the pages whose data changed are rendered again. The build is started before the
// reading, so that Gatsby's start-up runs meanwhile; its source plugin waits for the reading, and the
// build is stopped if there is nothing to do. `--force` builds regardless.
//
// Two rebuilds never overlap: a second one started meanwhile (a timer firing during a long build)
// says who holds the lock and stops with exit code 75 (EX_TEMPFAIL: try again later), so that
// `npm run rebuild && publish` never publishes the other build's half-written public/; the next run
// picks up what it missed. It ends with one line saying what changed and how many pages it wrote
// again; a failure exits with 1. Gatsby's own output shows only its warnings and errors, unless
// asked with `--verbose`.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { createContentDigest } from 'gatsby-core-utils'
import { languages } from '../src/config/languages'
import {
  catalogueChanges,
  describeChanges,
  DIGEST_FILE,
  type BuiltCatalogue,
} from '../plugins/gatsby-source-print-shop/src/digest'
import { documentKey } from '../plugins/gatsby-source-print-shop/src/fetch'
import type { JsonApiDocument } from '../plugins/gatsby-source-print-shop/src/jsonapi'
import {
  SNAPSHOT_ENV,
  snapshotFile,
  writeSnapshot,
} from '../plugins/gatsby-source-print-shop/src/snapshot'
import { loadCatalogue } from '../plugins/gatsby-source-print-shop/src/source'
import { isHeld, takeLock } from './lib/run-lock'

/** Held for the whole run, next to the build it guards. */
const LOCK_FILE = '.rebuild.lock'
/** The exit code of a rebuild that found another running: nothing was built, nothing to publish. */
export const ANOTHER_REBUILD_RUNNING = 75

const verbose = process.argv.includes('--verbose')

const apiUrl = (
  process.env.API_URL ||
  process.env.GATSBY_API_URL ||
  'http://localhost:4000/v1'
).replace(/\/$/, '')

function lastBuilt(): BuiltCatalogue | null {
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
    env: {
      ...process.env,
      [SNAPSHOT_ENV]: snapshot,
      // Gatsby's warnings and errors only (scripts/build.mjs), unless asked for everything.
      ...(verbose ? {} : { PRINT_SHOP_BUILD_QUIET: '1' }),
    },
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

/** The built pages (HTML files under public/) and how many of them were written since `since`. */
async function pagesWritten(since: number): Promise<{ written: number; total: number }> {
  let written = 0
  let total = 0
  for (const file of await readdir('public', { recursive: true })) {
    if (!file.endsWith('.html')) continue
    total++
    if ((await stat(path.join('public', file))).mtimeMs >= since) written++
  }
  return { written, total }
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

async function main() {
  const lock = takeLock(LOCK_FILE)
  if (!isHeld(lock)) {
    console.log(
      `rebuild: another rebuild (process ${lock.pid}, since ${lock.since}) is running; this one stops (exit code ${ANOTHER_REBUILD_RUNNING}, nothing to publish), the next run picks up what it misses`,
    )
    process.exitCode = ANOTHER_REBUILD_RUNNING
    return
  }
  const started = Date.now()
  const previous = lastBuilt()
  const snapshot = snapshotFile()
  const build = startBuild(snapshot)
  try {
    const documents = new Map<string, JsonApiDocument>()
    const { digest, entries } = await loadCatalogue(
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
        `rebuild: the catalogue at ${apiUrl} is unchanged since the build of ${previous.builtAt}; wrote 0 pages in ${seconds(started)}`,
      )
      return
    }
    const changes = previous?.entries
      ? describeChanges(catalogueChanges(previous.entries, entries))
      : previous
        ? 'changed'
        : 'no earlier build to compare with'
    console.log(
      previous
        ? `rebuild: the catalogue at ${apiUrl} changed; building the pages that show the changes`
        : 'rebuild: no earlier build to compare with; building everything',
    )
    // The build sources this same reading instead of asking the API for everything again.
    await writeSnapshot(snapshot, { digest, documents })
    const buildStarted = Date.now()
    const code = await build.exited
    if (code !== 0) throw new Error(`the build failed with exit code ${code}`)
    const { written, total } = await pagesWritten(buildStarted)
    console.log(
      `rebuild: ${changes}; wrote ${written} of ${total} pages in ${seconds(started)} (catalogue read from ${apiUrl})`,
    )
  } catch (error) {
    await build.stop()
    throw error
  } finally {
    await rm(snapshot, { force: true })
    lock.release()
  }
}

main().catch((error: unknown) => {
  console.error(`rebuild: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
