import assert from 'node:assert/strict'
import fs from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { chosenEncoding } from '../../src/plugins/compression.js'
import { images } from '../../src/db/schema.js'
import { build, DEMO_ENV, type Response } from '../helper.js'

/** The search page's first results, the answer its head script waits for. */
const RESULTS = '/v1/images?filter[search]=hory&per_page=24&page=1'
const BROWSER = 'gzip, deflate, br, zstd'

const decoded = (response: Response) => {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString()
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString()
  return response.body
}

describe('the encoding an Accept-Encoding header allows', () => {
  it('is brotli where allowed, else gzip, else none', () => {
    assert.equal(chosenEncoding(BROWSER), 'br')
    assert.equal(chosenEncoding('gzip, deflate'), 'gzip')
    assert.equal(chosenEncoding('br;q=0, gzip;q=0.5'), 'gzip')
    assert.equal(chosenEncoding('BR ; Q=1'), 'br')
    assert.equal(chosenEncoding('*'), 'br')
    assert.equal(chosenEncoding('*;q=0, gzip'), 'gzip')
    for (const refused of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', 'gzip;q=x'])
      assert.equal(chosenEncoding(refused), null, String(refused))
  })
})

describe("the API's answers, compressed", async () => {
  const testApp = await build({ mediaCacheDir: fs.mkdtempSync('/tmp/print-shop-media-') })
  const visitor = testApp.visitor()

  it('are the same JSON, brotli or gzip as the browser accepts, and the same ETag', async () => {
    const plain = await visitor.get(RESULTS)
    assert.equal(plain.statusCode, 200)
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.ok(plain.rawPayload.length > 4096, `${plain.rawPayload.length} bytes`)
    for (const [accepted, encoding] of [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      // The first asks the catalogue (and keeps the answer), the second is served from what it kept.
      for (const round of ['read', 'kept']) {
        const response = await visitor.get(RESULTS, { 'accept-encoding': accepted! })
        const what = `${accepted} ${round}`
        assert.equal(response.statusCode, 200, what)
        assert.equal(response.headers['content-encoding'], encoding, what)
        assert.equal(response.headers['content-type'], 'application/json; charset=utf-8', what)
        assert.equal(decoded(response), plain.body, what)
        assert.ok(response.rawPayload.length < plain.rawPayload.length / 3, what)
        assert.equal(Number(response.headers['content-length']), response.rawPayload.length, what)
        assert.equal(response.headers.etag, plain.headers.etag, what)
        assert.match(String(response.headers.vary), /Accept-Language, Origin, Accept-Encoding/)
      }
    }
    // A cache may not hand the plain answer to a browser that accepts brotli, or the reverse.
    assert.match(String(plain.headers.vary), /Accept-Encoding/)
    const unchanged = await visitor.get(RESULTS, {
      'accept-encoding': BROWSER,
      'if-none-match': String(plain.headers.etag),
    })
    assert.equal(unchanged.statusCode, 304)
    assert.equal(unchanged.rawPayload.length, 0)
    assert.equal(unchanged.headers['content-encoding'], undefined)
  })

  it('leave short answers, errors included, and pictures as they are', async () => {
    const short = await visitor.get('/v1/health', { 'accept-encoding': BROWSER })
    assert.equal(short.statusCode, 200)
    assert.equal(short.headers['content-encoding'], undefined)
    assert.ok(JSON.parse(short.body))
    const unknown = await visitor.get('/v1/images/999999', { 'accept-encoding': BROWSER })
    assert.equal(unknown.statusCode, 404)
    assert.equal(unknown.headers['content-encoding'], undefined)
    assert.ok(JSON.parse(unknown.body).message)

    const [photo] = await testApp.database.db.select({ id: images.id }).from(images).limit(1)
    const picture = await visitor.get(`/v1/media/${photo!.id}/640.webp`, {
      'accept-encoding': BROWSER,
    })
    assert.equal(picture.statusCode, 200)
    assert.equal(picture.headers['content-type'], 'image/webp')
    assert.equal(picture.headers['content-encoding'], undefined)
    assert.equal(picture.rawPayload.subarray(8, 12).toString(), 'WEBP')
  })
})

describe('API_COMPRESSION', async () => {
  it('is on unless turned off by name', () => {
    assert.equal(loadConfig(DEMO_ENV).compression, true)
    assert.equal(loadConfig({ ...DEMO_ENV, API_COMPRESSION: 'on' }).compression, true)
    assert.equal(loadConfig({ ...DEMO_ENV, API_COMPRESSION: 'off' }).compression, false)
    assert.throws(() => loadConfig({ ...DEMO_ENV, API_COMPRESSION: 'gzip' }), /API_COMPRESSION/)
  })

  const behindNginx = await build({ compression: false })
  it('off: every answer goes as it is, for nginx to compress', async () => {
    const response = await behindNginx.visitor().get(RESULTS, { 'accept-encoding': BROWSER })
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['content-encoding'], undefined)
    assert.doesNotMatch(String(response.headers.vary), /Accept-Encoding/)
    assert.ok(JSON.parse(response.body).data.length > 0)
  })
})
