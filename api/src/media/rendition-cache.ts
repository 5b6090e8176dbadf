import fs from 'node:fs/promises'
import path from 'node:path'
import type { MediaFormat } from '@print-shop/shop-domain/media'

export interface RenditionKey {
  imageId: number
  /** The picture's version (its updated_at): a replaced picture gets new renditions. */
  version: string
  width: number
  format: MediaFormat
}

const RENDITION_FILE = /^\d+\.(webp|avif|jpg)$/
/**
 * A temporary file this old was left by a process that stopped while writing it; a younger one may
 * be another API process's write in progress in the same folder.
 */
const ABANDONED_AFTER_MS = 60 * 60 * 1000

async function removeIfAbandoned(file: string): Promise<void> {
  const stat = await fs.stat(file).catch(() => undefined)
  if (stat && Date.now() - stat.mtimeMs > ABANDONED_AFTER_MS) await fs.rm(file, { force: true })
}
/** The folders of an earlier layout (`{imageId}-{version}`), removed when the cache loads. */
const EARLIER_LAYOUT = /^\d+-[0-9a-z]+$/

/**
 * Renditions on disk as `{imageId}/{version}/{width}.{format}`, at most `maxBytes` of them: the least
 * recently used go first, and storing a rendition of a new version removes the picture's older ones.
 *
 * The order of use is kept in memory and on disk as each file's modification time, so a restart
 * resumes it. Each API process keeps its own count: processes sharing one folder may together fill
 * it up to the sum of their limits (give each its own MEDIA_CACHE_DIR to keep one limit each).
 */
export class RenditionCache {
  /** Paths relative to the folder with their sizes, least recently used first. */
  private readonly files = new Map<string, number>()
  /** Bytes of the files above plus those being written. */
  private bytes = 0
  private readonly loaded: Promise<void>

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    // An unreadable folder starts the count empty; writing into it then reports its own error.
    this.loaded = this.load().catch(() => {})
  }

  /** Bytes the cache holds on disk by its own count. */
  async size(): Promise<number> {
    await this.loaded
    return this.bytes
  }

  /** Whether the rendition is on disk; unlike `read`, this is not counted as a use. */
  async has(key: RenditionKey): Promise<boolean> {
    await this.loaded
    return fs.access(path.join(this.dir, fileOf(key))).then(
      () => true,
      () => false,
    )
  }

  async read(key: RenditionKey): Promise<Buffer | undefined> {
    await this.loaded
    const file = fileOf(key)
    let buffer: Buffer
    try {
      buffer = await fs.readFile(path.join(this.dir, file))
    } catch {
      return undefined
    }
    this.forget(file)
    this.files.set(file, buffer.length)
    this.bytes += buffer.length
    const now = new Date()
    await fs.utimes(path.join(this.dir, file), now, now).catch(() => {})
    return buffer
  }

  /**
   * Stores a rendition, first making room for it, so the folder never holds more than the limit;
   * a rendition larger than the whole limit is not kept.
   */
  async write(key: RenditionKey, buffer: Buffer): Promise<void> {
    await this.loaded
    await this.removeOtherVersions(key)
    if (buffer.length > this.maxBytes) return
    const file = fileOf(key)
    this.forget(file)
    await this.remove(this.reserve(buffer.length))
    const target = path.join(this.dir, file)
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
    try {
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.writeFile(temporary, buffer)
      await fs.rename(temporary, target)
    } catch (error) {
      this.bytes -= buffer.length
      await fs.rm(temporary, { force: true })
      throw error
    }
    this.files.set(file, buffer.length)
  }

  /** Removes every rendition of a deleted picture. */
  async removePicture(imageId: number): Promise<void> {
    await this.loaded
    for (const file of [...this.files.keys()]) if (file.startsWith(`${imageId}/`)) this.forget(file)
    await fs.rm(path.join(this.dir, String(imageId)), { recursive: true, force: true })
  }

  private forget(file: string): void {
    const size = this.files.get(file)
    if (size === undefined) return
    this.files.delete(file)
    this.bytes -= size
  }

  /**
   * Counts `needed` bytes as taken and picks the least recently used files to make room for them,
   * at once, so that renditions written side by side never overshoot the limit together.
   */
  private reserve(needed: number): string[] {
    const victims: string[] = []
    for (const file of this.files.keys()) {
      if (this.bytes + needed <= this.maxBytes) break
      victims.push(file)
      this.forget(file)
    }
    this.bytes += needed
    return victims
  }

  private async remove(files: string[]): Promise<void> {
    await Promise.all(files.map((file) => fs.rm(path.join(this.dir, file), { force: true })))
  }

  private async removeOtherVersions({ imageId, version }: RenditionKey): Promise<void> {
    const imageDir = path.join(this.dir, String(imageId))
    const versions = await fs.readdir(imageDir).catch(() => [] as string[])
    for (const other of versions) {
      if (other === version) continue
      const names = await fs.readdir(path.join(imageDir, other)).catch(() => [] as string[])
      for (const name of names) this.forget(`${imageId}/${other}/${name}`)
      await fs.rm(path.join(imageDir, other), { recursive: true, force: true })
    }
  }

  /** Counts what an earlier run left, oldest use first, and trims it to a limit that may be lower now. */
  private async load(): Promise<void> {
    const found: { file: string; size: number; used: number }[] = []
    const images = await fs.readdir(this.dir, { withFileTypes: true }).catch(() => [])
    for (const image of images) {
      if (!image.isDirectory()) continue
      if (EARLIER_LAYOUT.test(image.name)) {
        await fs.rm(path.join(this.dir, image.name), { recursive: true, force: true })
        continue
      }
      if (!/^\d+$/.test(image.name)) continue
      const versions = await fs.readdir(path.join(this.dir, image.name)).catch(() => [])
      for (const version of versions) {
        const versionDir = path.join(this.dir, image.name, version)
        const names = await fs.readdir(versionDir).catch(() => [] as string[])
        for (const name of names) {
          const full = path.join(versionDir, name)
          if (name.endsWith('.tmp')) {
            await removeIfAbandoned(full)
            continue
          }
          if (!RENDITION_FILE.test(name)) continue
          const stat = await fs.stat(full).catch(() => undefined)
          if (stat)
            found.push({
              file: `${image.name}/${version}/${name}`,
              size: stat.size,
              used: stat.mtimeMs,
            })
        }
      }
    }
    found.sort((a, b) => a.used - b.used)
    for (const { file, size } of found) {
      this.files.set(file, size)
      this.bytes += size
    }
    await this.remove(this.reserve(0))
  }
}

function fileOf({ imageId, version, width, format }: RenditionKey): string {
  return `${imageId}/${version}/${width}.${format}`
}
