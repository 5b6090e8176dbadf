import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { RenditionCache, type RenditionKey } from '../../../src/media/rendition-cache.js'

const key = (imageId: number, width = 640, version = 'v1'): RenditionKey => ({
  imageId,
  version,
  width,
  format: 'jpg',
})
const bytes = (size: number) => Buffer.alloc(size, 1)

/** The cached files and their total size, as the disk has them. */
function onDisk(dir: string): { files: string[]; total: number } {
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort()
  const total = files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)
  return { files, total }
}

describe('RenditionCache', () => {
  it('never holds more than its limit and evicts the least recently used first', async () => {
    const dir = fs.mkdtempSync('/tmp/print-shop-rendition-cache-')
    const cache = new RenditionCache(dir, 1000)
    for (let imageId = 1; imageId <= 3; imageId++) await cache.write(key(imageId), bytes(300))
    // Image 1 is the oldest written, but used again now: image 2 is the least recently used.
    assert.ok(await cache.read(key(1)))
    for (let imageId = 4; imageId <= 12; imageId++) {
      await cache.write(key(imageId), bytes(300))
      assert.ok(onDisk(dir).total <= 1000, `${onDisk(dir).total} bytes after image ${imageId}`)
      if (imageId === 4) {
        assert.equal(await cache.read(key(2)), undefined, 'the least recently used went first')
        assert.ok(await cache.read(key(1)), 'the one used again stays')
      }
    }
    assert.deepEqual(onDisk(dir).files, ['10/v1/640.jpg', '11/v1/640.jpg', '12/v1/640.jpg'])
    assert.equal(await cache.size(), 900)
  })

  it("removes a write a stopped process left, not another process's write in progress", async () => {
    const dir = fs.mkdtempSync('/tmp/print-shop-rendition-cache-')
    fs.mkdirSync(path.join(dir, '7', 'v1'), { recursive: true })
    const abandoned = path.join(dir, '7', 'v1', '640.jpg.111.1.tmp')
    const writing = path.join(dir, '7', 'v1', '1080.jpg.222.2.tmp')
    fs.writeFileSync(abandoned, bytes(10))
    fs.writeFileSync(writing, bytes(10))
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    fs.utimesSync(abandoned, twoHoursAgo, twoHoursAgo)
    const cache = new RenditionCache(dir, 1000)
    assert.equal(await cache.size(), 0)
    assert.deepEqual(onDisk(dir).files, ['7/v1/1080.jpg.222.2.tmp'])
  })

  it('keeps nothing larger than the whole limit', async () => {
    const dir = fs.mkdtempSync('/tmp/print-shop-rendition-cache-')
    const cache = new RenditionCache(dir, 1000)
    await cache.write(key(1), bytes(400))
    await cache.write(key(2), bytes(1001))
    assert.deepEqual(onDisk(dir).files, ['1/v1/640.jpg'])
  })

  it('removes the renditions of a replaced picture version when the new one is stored', async () => {
    const dir = fs.mkdtempSync('/tmp/print-shop-rendition-cache-')
    const cache = new RenditionCache(dir, 10_000)
    await cache.write(key(5, 640, 'old'), bytes(100))
    await cache.write(key(5, 1080, 'old'), bytes(200))
    await cache.write(key(6, 640, 'old'), bytes(100))
    await cache.write(key(5, 640, 'new'), bytes(150))
    assert.deepEqual(onDisk(dir).files, ['5/new/640.jpg', '6/old/640.jpg'])
    assert.equal(await cache.size(), 250, 'the removed files no longer count')
  })

  it('resumes the order of use after a restart and trims to a lower limit', async () => {
    const dir = fs.mkdtempSync('/tmp/print-shop-rendition-cache-')
    const before = new RenditionCache(dir, 1000)
    for (let imageId = 1; imageId <= 3; imageId++) await before.write(key(imageId), bytes(300))
    // Used in the order 2, 3, 1 (set apart by hours: writes in one millisecond would tie).
    for (const [imageId, hour] of [
      [2, 1],
      [3, 2],
      [1, 3],
    ]) {
      const used = new Date(2026, 0, 1, hour)
      fs.utimesSync(path.join(dir, `${imageId}/v1/640.jpg`), used, used)
    }
    // A folder of the earlier layout ({imageId}-{version}) is removed.
    fs.mkdirSync(path.join(dir, '9-abc'))
    fs.writeFileSync(path.join(dir, '9-abc/640.jpg'), bytes(100))

    const after = new RenditionCache(dir, 600)
    assert.equal(await after.size(), 600)
    assert.deepEqual(onDisk(dir).files, ['1/v1/640.jpg', '3/v1/640.jpg'])
  })
})
