import fs from 'node:fs/promises'
import path from 'node:path'
import type { JsonApiDocument } from './jsonapi'

/**
 * The catalogue as `npm run rebuild` read it, handed to the build it starts so that the build sources
 * exactly what was compared (and the API is read once, not twice). The build reads it only when the
 * rebuild names it in PRINT_SHOP_SNAPSHOT; a plain `gatsby build` always reads the API.
 */
export const SNAPSHOT_ENV = 'PRINT_SHOP_SNAPSHOT'
export const SNAPSHOT_FILE = path.join('.cache', 'print-shop-snapshot.json')

export async function writeSnapshot(
  file: string,
  documents: ReadonlyMap<string, JsonApiDocument>,
): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, JSON.stringify([...documents]))
}

export async function readSnapshot(file: string): Promise<Map<string, JsonApiDocument>> {
  return new Map(JSON.parse(await fs.readFile(file, 'utf8')) as Array<[string, JsonApiDocument]>)
}
