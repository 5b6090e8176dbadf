import fs from 'node:fs'
import path from 'node:path'
import { SEED_IMAGES_DIR } from '../media/renditions.js'
import type { SeedImage } from './data/types.js'

/** The demo pictures with their measured size, colours and placeholder (api/seed/images/manifest.json). */
export function readManifest(): SeedImage[] {
  return JSON.parse(
    fs.readFileSync(path.join(SEED_IMAGES_DIR, 'manifest.json'), 'utf8'),
  ) as SeedImage[]
}
