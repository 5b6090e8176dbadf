import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { images } from '../../../src/db/schema.js'
import { build, type TestApp } from '../../helper.js'

/** The cached files (relative paths) and their total size. */
function onDisk(dir: string): { files: string[]; total: number } {
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
  const total = files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)
  return { files, total }
}

async function photos(testApp: TestApp) {
  const all = await testApp.database.db
    .select({ id: images.id, kind: images.kind, width: images.width })
    .from(images)
  return all.filter((image) => image.kind === 'photo' && image.width >= 1200)
}

describe('media renders wait in a bounded queue', async () => {
  const cacheDir = fs.mkdtempSync('/tmp/print-shop-media-')
  const testApp = await build({
    mediaCacheDir: cacheDir,
    mediaRenderConcurrency: 1,
    mediaRenderQueue: 1,
  })
  const photo = (await photos(testApp))[0]!

  it('answers 503 with Retry-After once one render runs and one waits', async () => {
    const visitor = testApp.visitor()
    const responses = await Promise.all(
      ['750.avif', '828.avif', '1080.avif', '1200.avif'].map((rendition) =>
        visitor.get(`/v1/media/${photo.id}/${rendition}`),
      ),
    )
    const statuses = responses.map((response) => response.statusCode).sort()
    assert.deepEqual(statuses, [200, 200, 503, 503])
    for (const refused of responses.filter((response) => response.statusCode === 503)) {
      assert.equal(refused.headers['retry-after'], '5')
      assert.equal(refused.headers['cache-control'], 'no-store')
      assert.match(refused.json<{ message: string }>().message, /za 5 s/)
    }
    assert.equal(onDisk(cacheDir).files.length, 2, 'the refused ones were not rendered')
  })
})

describe('identical media requests at the same time', async () => {
  const cacheDir = fs.mkdtempSync('/tmp/print-shop-media-')
  const testApp = await build({
    mediaCacheDir: cacheDir,
    mediaRenderConcurrency: 1,
    mediaRenderQueue: 0,
  })
  const photo = (await photos(testApp))[0]!

  it('render once: the second joins the first even when nothing else may wait', async () => {
    const visitor = testApp.visitor()
    const [one, other] = await Promise.all([
      visitor.get(`/v1/media/${photo.id}/1080.avif`),
      visitor.get(`/v1/media/${photo.id}/1080.avif`),
    ])
    assert.equal(one!.statusCode, 200, one!.body)
    assert.equal(other!.statusCode, 200, other!.body)
    assert.deepEqual(one!.rawPayload, other!.rawPayload)
    assert.equal(onDisk(cacheDir).files.length, 1)
  })
})

describe('the media cache', async () => {
  const cacheDir = fs.mkdtempSync('/tmp/print-shop-media-')
  const maxBytes = 40_000
  const testApp = await build({ mediaCacheDir: cacheDir, mediaCacheMaxBytes: maxBytes })
  const all = await photos(testApp)

  it('never exceeds MEDIA_CACHE_MAX_BYTES and evicts the oldest renditions', async () => {
    const visitor = testApp.visitor()
    const asked: string[] = []
    for (const photo of all.slice(0, 8)) {
      for (const rendition of ['64.jpg', '96.jpg', '128.jpg', '96.webp']) {
        const response = await visitor.get(`/v1/media/${photo.id}/${rendition}`)
        assert.equal(response.statusCode, 200)
        asked.push(`${photo.id}/${rendition}`)
        const { total } = onDisk(cacheDir)
        assert.ok(total <= maxBytes, `${total} bytes on disk after ${asked.length} renders`)
      }
    }
    const { files } = onDisk(cacheDir)
    const cached = (asked: string) =>
      files.some(
        (file) =>
          file.startsWith(`${asked.split('/')[0]}/`) && file.endsWith(`/${asked.split('/')[1]}`),
      )
    assert.ok(files.length < asked.length, 'some were evicted')
    assert.ok(!cached(asked[0]!), 'the oldest went first')
    assert.ok(cached(asked.at(-1)!), 'the newest stays')
  })
})

describe('a replaced picture', async () => {
  const cacheDir = fs.mkdtempSync('/tmp/print-shop-media-')
  const testApp = await build({ mediaCacheDir: cacheDir })
  const photo = (await photos(testApp))[0]!

  it('loses the renditions of its earlier version once the new one renders', async () => {
    const visitor = testApp.visitor()
    const first = await visitor.get(`/v1/media/${photo.id}/256.webp`)
    assert.equal(first.statusCode, 200)
    const [oldVersion] = fs.readdirSync(path.join(cacheDir, String(photo.id)))
    await testApp.database.db
      .update(images)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(images.id, photo.id))

    const second = await visitor.get(`/v1/media/${photo.id}/640.jpg`)
    assert.equal(second.statusCode, 200)
    assert.notEqual(second.headers.etag, first.headers.etag)
    const versions = fs.readdirSync(path.join(cacheDir, String(photo.id)))
    assert.equal(versions.length, 1)
    assert.notEqual(versions[0], oldVersion)
    assert.deepEqual(fs.readdirSync(path.join(cacheDir, String(photo.id), versions[0]!)), [
      '640.jpg',
    ])
  })
})
