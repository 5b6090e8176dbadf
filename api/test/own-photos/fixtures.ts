import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after } from 'node:test'
import sharp from 'sharp'
import { loadConfig, type Config } from '../../src/config.js'
import { uploads } from '../../src/db/schema.js'
import { DEMO_ENV, type TestApp } from '../helper.js'

/** Upload settings with a disk store of the test file's own, removed after it. */
export function uploadSettings(): Config['uploads'] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-photos-'))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))
  return { ...loadConfig(DEMO_ENV).uploads, dir }
}

/** A real JPEG of this size: a colour gradient, so that a crop can be told from another. */
export async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = Math.round((255 * x) / width)
      pixels[at + 1] = Math.round((255 * y) / height)
      pixels[at + 2] = 128
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/**
 * A ready own photo of `userId`, as uploads/ leaves one once it is received and checked: the row,
 * and the original in the disk store under the upload's id.
 */
export async function insertUpload(
  testApp: TestApp,
  userId: number | null,
  options: {
    width?: number
    height?: number
    fileName?: string
    bytes?: Buffer
    /** Puts the original where the store keeps it: by default a file in the disk store's folder. */
    put?: (id: string, bytes: Buffer) => Promise<void>
  } = {},
) {
  const width = options.width ?? 3000
  const height = options.height ?? 2000
  const bytes = options.bytes ?? (await photoJpeg(width, height))
  const id = randomBytes(16).toString('hex')
  if (options.put) await options.put(id, bytes)
  else fs.writeFileSync(path.join(testApp.config.uploads.dir, id), bytes)
  const [row] = await testApp.database.db
    .insert(uploads)
    .values({
      id,
      userId,
      fileName: options.fileName ?? 'Dovolená u moře.jpg',
      sizeBytes: bytes.length,
      status: 'ready',
      format: 'jpeg',
      width,
      height,
      expiresAt: new Date(Date.now() + 30 * 24 * 3600_000),
    })
    .returning()
  return { ...row!, bytes }
}
