import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JsonApiDocument } from './jsonapi'

/**
 * The catalogue as `npm run rebuild` read it, handed to the build it starts so that the build sources
 * exactly what was compared (and the API is read once, not twice). The build reads it only when the
 * rebuild names it in PRINT_SHOP_SNAPSHOT; a plain `gatsby build` always reads the API.
 */
export const SNAPSHOT_ENV = 'PRINT_SHOP_SNAPSHOT'

/** Outside .cache/, which Gatsby may empty while it starts. */
export const snapshotFile = () => path.join(os.tmpdir(), `print-shop-snapshot-${process.pid}.json`)

/** The documents read, by `documentKey`, and the catalogue digest the rebuild made of them. */
export interface Snapshot {
  digest: string
  documents: ReadonlyMap<string, JsonApiDocument>
}

/** Written whole, then renamed: a build waiting for the file never reads half of it. */
export async function writeSnapshot(file: string, { digest, documents }: Snapshot): Promise<void> {
  const partial = `${file}.partial`
  try {
    await fs.writeFile(partial, JSON.stringify({ digest, documents: [...documents] }))
    await fs.rename(partial, file)
  } catch (error) {
    await fs.rm(partial, { force: true })
    throw error
  }
}

export async function readSnapshot(file: string): Promise<Snapshot> {
  const { digest, documents } = JSON.parse(await fs.readFile(file, 'utf8')) as {
    digest: string
    documents: Array<[string, JsonApiDocument]>
  }
  return { digest, documents: new Map(documents) }
}

/**
 * The rebuild starts the build before it has read the API, so that Gatsby's start-up (compiling its
 * files, opening its cache) runs meanwhile; the build waits here for the reading. When the catalogue
 * has not changed, the rebuild stops the build instead.
 */
export async function waitForSnapshot(
  file: string,
  { timeoutMs = 10 * 60_000, pollMs = 100 } = {},
): Promise<Snapshot> {
  const deadline = Date.now() + timeoutMs
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(
        `the rebuild's reading of the catalogue (${file}) did not come within ${timeoutMs / 1000} s`,
      )
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return readSnapshot(file)
}
