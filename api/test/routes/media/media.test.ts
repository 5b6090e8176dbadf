import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import sharp from 'sharp'
import { images } from '../../../src/db/schema.js'
import { build } from '../../helper.js'

describe('GET /v1/media/{imageId}/{width}.{format}', async () => {
  const cacheDir = fs.mkdtempSync('/tmp/print-shop-media-')
  const testApp = await build({ mediaCacheDir: cacheDir })
  const all = await testApp.database.db
    .select({ id: images.id, kind: images.kind, file: images.file, width: images.width })
    .from(images)
  const photo = all.find((image) => image.kind === 'photo')!
  const illustration = all.find((image) => image.file.endsWith('.svg'))!

  it('resizes a photo to the asked width and format, with long cache headers and an ETag', async () => {
    const visitor = testApp.visitor()
    for (const format of ['webp', 'jpg', 'avif'] as const) {
      const response = await visitor.get(`/v1/media/${photo.id}/640.${format}`)
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(
        response.headers['content-type'],
        { webp: 'image/webp', jpg: 'image/jpeg', avif: 'image/avif' }[format],
      )
      assert.match(String(response.headers['cache-control']), /max-age=31536000, immutable/)
      const meta = await sharp(response.rawPayload).metadata()
      assert.equal(meta.width, 640)
      assert.equal(meta.format, { webp: 'webp', jpg: 'jpeg', avif: 'heif' }[format])
    }
  })

  it('caches renditions on disk and answers 304 to a matching If-None-Match', async () => {
    const visitor = testApp.visitor()
    const first = await visitor.get(`/v1/media/${photo.id}/256.webp`)
    const cached = fs.readdirSync(cacheDir, { recursive: true }).map(String)
    assert.ok(
      cached.some((file) => file.endsWith('256.webp')),
      cached.join(', '),
    )
    const again = await visitor.get(`/v1/media/${photo.id}/256.webp`, {
      'if-none-match': String(first.headers.etag),
    })
    assert.equal(again.statusCode, 304)
  })

  it('renders vector illustrations at the asked width', async () => {
    const response = await testApp.visitor().get(`/v1/media/${illustration.id}/384.jpg`)
    assert.equal(response.statusCode, 200)
    assert.equal((await sharp(response.rawPayload).metadata()).width, 384)
  })

  it('never enlarges beyond the original, and keeps one file for the widths beyond it', async () => {
    assert.ok(photo.width < 3840)
    const response = await testApp.visitor().get(`/v1/media/${photo.id}/3840.jpg`)
    assert.equal(response.statusCode, 200)
    assert.equal((await sharp(response.rawPayload).metadata()).width, photo.width)
    const cached = fs
      .readdirSync(path.join(cacheDir, String(photo.id)), { recursive: true })
      .map(String)
    assert.ok(
      cached.some((file) => file.endsWith(`/${photo.width}.jpg`)),
      cached.join(', '),
    )
    assert.ok(!cached.some((file) => file.endsWith('/3840.jpg')), cached.join(', '))
  })

  it('refuses, without rendering, a width or format the storefront never asks for', async () => {
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const before = fs.readdirSync(cacheDir, { recursive: true }).length
    for (const rendition of ['16.jpg', '48.webp', '64.avif', '96.avif', '641.jpg', '4096.jpg']) {
      const response = await visitor.get(`/v1/media/${photo.id}/${rendition}`)
      assert.equal(response.statusCode, 404, rendition)
      assert.match(
        response.json<{ message: string }>().message,
        /Available widths in pixels: .*256/,
      )
      assert.doesNotMatch(String(response.headers['cache-control']), /immutable/)
    }
    for (const rendition of ['640.gif', '640.png', '640.jpeg']) {
      const response = await visitor.get(`/v1/media/${photo.id}/${rendition}`)
      assert.equal(response.statusCode, 404, rendition)
      assert.equal(
        response.json<{ message: string }>().message,
        'Pictures are available only as webp, avif, jpg.',
      )
    }
    assert.equal(fs.readdirSync(cacheDir, { recursive: true }).length, before, 'nothing rendered')
    assert.equal((await visitor.get('/v1/media/999999/640.jpg')).statusCode, 404)
    assert.equal((await visitor.get('/v1/media/abc/640.jpg')).statusCode, 404)
    assert.equal((await visitor.get(`/v1/media/${photo.id}/640`)).statusCode, 404)
  })

  it('serves the small renditions the storefront uses', async () => {
    for (const rendition of ['64.jpg', '96.webp', '128.jpg', '256.avif']) {
      const response = await testApp.visitor().get(`/v1/media/${photo.id}/${rendition}`)
      assert.equal(response.statusCode, 200, rendition)
    }
  })
})
