import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import sharp from 'sharp'
import { loadConfig } from '../src/config.js'
import { uploads } from '../src/db/schema.js'
import { sweepUploads } from '../src/uploads/removal.js'
import { markOrdered } from '../src/uploads/rows.js'
import { uploadStore } from '../src/uploads/store.js'
import { build, DEMO_ENV, signedInVisitor, type TestApp } from './helper.js'
import {
  cutPatch,
  hasGpsPointer,
  photo,
  pixelBomb,
  TusClient,
  uploadSettings,
} from './uploads-fixtures.js'

/*
 * Shoppers' own photos on the disk store: the tus protocol through the real app (Fastify inject,
 * and a listening server for a connection cut mid-chunk), the checks as pictures with real files,
 * privacy, delete, expiry and account deletion. The bucket store: uploads-bucket.test.ts, and two
 * apps sharing it: uploads-bucket.postgres.test.ts.
 */
const DAILY = 3
const MAX_BYTES = 2 * 1024 * 1024
const testApp: TestApp = await build({
  uploads: uploadSettings({ dailyFiles: DAILY, maxBytes: MAX_BYTES, maxPixels: 50_000_000 }),
})

describe('own photos (tus uploads, disk store)', () => {
  const dir = () => testApp.config.uploads.dir
  const rowOf = async (id: string) =>
    (await testApp.database.db.select().from(uploads).where(eq(uploads.id, id)))[0]
  const filesOf = (id: string) => fs.readdirSync(dir()).filter((name) => name.startsWith(id))

  it('receives a JPEG in chunks, resumes after a cut connection, and keeps the original byte for byte', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const tus = new TusClient(visitor)
    const bytes = await photo(1200, 800, { gps: true })
    const { response, id } = await tus.create(bytes.length, 'Dovolená u moře.jpg')
    assert.equal(response.statusCode, 201, response.body)
    assert.equal(response.headers['tus-resumable'], '1.0.0')
    assert.match(String(response.headers.location), /\/v1\/uploads\/files\/[0-9a-f]{32}$/)

    const chunk = 100 * 1024
    const first = await tus.patch(id!, 0, bytes.subarray(0, chunk))
    assert.equal(first.statusCode, 204, first.body)
    assert.equal(first.headers['upload-offset'], String(chunk))

    // The second chunk is cut after 30 KB: what arrived is kept, and HEAD says where to go on.
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
    await cutPatch(address, visitor, id!, chunk, bytes.subarray(chunk, 2 * chunk), 30 * 1024)
    let offset = -1
    for (let attempt = 0; attempt < 50; attempt++) {
      const head = await tus.head(id!)
      assert.equal(head.statusCode, 200, head.body)
      assert.equal(head.headers['upload-length'], String(bytes.length))
      offset = Number(head.headers['upload-offset'])
      if (offset > chunk) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.ok(offset > chunk && offset < 2 * chunk, `resumed at ${offset}`)
    assert.equal((await rowOf(id!))!.status, 'uploading')

    let last = first
    for (let at = offset; at < bytes.length; at += chunk) {
      last = await tus.patch(id!, at, bytes.subarray(at, Math.min(at + chunk, bytes.length)))
      assert.equal(last.statusCode, 204, last.body)
    }
    assert.equal(last.headers['upload-offset'], String(bytes.length))

    const row = await rowOf(id!)
    assert.equal(row!.status, 'ready')
    assert.equal(row!.format, 'jpeg')
    assert.deepEqual([row!.width, row!.height], [1200, 800])
    assert.equal(row!.fileName, 'Dovolená u moře.jpg')
    assert.ok(fs.readFileSync(path.join(dir(), id!)).equals(bytes), 'the original is untouched')

    const list = await visitor.get('/v1/uploads')
    assert.equal(list.statusCode, 200)
    const body = list.json()
    assert.equal(body.meta.keep_days, 30)
    assert.equal(body.data.length, 1)
    const attributes = body.data[0].attributes
    assert.equal(body.data[0].type, 'uploads')
    assert.equal(body.data[0].id, id)
    assert.equal(attributes.file_name, 'Dovolená u moře.jpg')
    assert.equal(attributes.size_bytes, bytes.length)
    assert.equal(attributes.ordered, false)
    assert.ok(Date.parse(attributes.expires_at) > Date.now() + 29 * 24 * 3600_000)
    assert.equal(attributes.media_url, `${testApp.config.publicUrl}/v1/uploads/${id}/media`)
  })

  it('answers 401 to a visitor who is not signed in and 419 without the CSRF header', async () => {
    const anonymous = new TusClient(testApp.visitor())
    const { response } = await anonymous.create(1000)
    assert.equal(response.statusCode, 401)
    assert.equal((await testApp.visitor().get('/v1/uploads')).statusCode, 401)

    const { visitor } = await signedInVisitor(testApp)
    const noToken = await visitor.request('POST', '/v1/uploads/files', {
      csrf: false,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    })
    assert.equal(noToken.statusCode, 419)
    const [row] = await testApp.database.db.select().from(uploads).where(eq(uploads.fileName, 'x'))
    assert.equal(row, undefined)
  })

  it('refuses a text file named .jpg, a truncated JPEG, a pixel bomb and a broken HEIC with 422, leaving nothing', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const tus = new TusClient(visitor)
    const text = Buffer.from('Tohle není fotka, jen text s koncovkou .jpg\n'.repeat(50))
    const whole = await photo(600, 400)
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6))
    const cases = [
      { bytes: text, message: /není fotografie/ },
      { bytes: truncated, message: /poškozený nebo neúplný/ },
      { bytes: pixelBomb(20_000), message: /příliš mnoho pixelů.*50 megapixelů/ },
      // A HEIC box header with nothing decodable behind it: libheif refuses it, and so do we.
      {
        bytes: Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
          Buffer.alloc(4000, 7),
        ]),
        message: /poškozený nebo neúplný/,
      },
    ]
    for (const { bytes, message } of cases) {
      const { id, last } = await tus.upload(bytes, 256 * 1024, 'fotka.jpg')
      assert.equal(last.statusCode, 422, last.body)
      const error = last.json()
      assert.match(error.errors.file[0], message)
      assert.equal(await rowOf(id), undefined, 'no row is left')
      assert.deepEqual(filesOf(id), [], 'no file is left')
    }
    assert.equal((await visitor.get('/v1/uploads')).json().data.length, 0)
  })

  it('answers 413 over UPLOAD_MAX_BYTES before a byte is sent, in the language asked for', async () => {
    const { visitor } = await signedInVisitor(testApp)
    visitor.language = 'en'
    const { response, id } = await new TusClient(visitor).create(MAX_BYTES + 1)
    assert.equal(response.statusCode, 413)
    assert.equal(id, undefined)
    assert.deepEqual(response.json().errors.file, [
      'This photo is too large. You can upload files of up to 2 MB.',
    ])
  })

  it('answers 429 over the daily number of files of an account', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const tus = new TusClient(visitor)
    for (let started = 0; started < DAILY; started++)
      assert.equal((await tus.create(1000)).response.statusCode, 201)
    const { response, id } = await tus.create(1000)
    assert.equal(response.statusCode, 429, response.body)
    assert.equal(id, undefined)
    assert.match(response.json().errors.file[0], /nahráli 3 fotografií/)
    // Another account is not held back by it.
    const other = await signedInVisitor(testApp)
    assert.equal((await new TusClient(other.visitor).create(1000)).response.statusCode, 201)
  })

  it('answers 429 when the account would keep more bytes than allowed', async () => {
    const small = await build({
      uploads: uploadSettings({ maxStorageBytes: 1500, maxBytes: 1000 }),
    })
    const { visitor } = await signedInVisitor(small)
    const tus = new TusClient(visitor)
    assert.equal((await tus.create(1000)).response.statusCode, 201)
    const { response } = await tus.create(600)
    assert.equal(response.statusCode, 429)
    assert.match(response.json().errors.file[0], /celé místo/)
  })

  it('records an EXIF-turned photo upright, and its previews are sRGB without any metadata', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const bytes = await photo(900, 600, { orientation: 6, gps: true, p3: true })
    const original = await sharp(bytes).metadata()
    assert.equal(original.orientation, 6)
    assert.ok(
      hasGpsPointer(original.exif) && original.icc,
      'the test photo has GPS and a P3 profile',
    )

    const { id, last } = await new TusClient(visitor).upload(bytes)
    assert.equal(last.statusCode, 204, last.body)
    const row = await rowOf(id)
    assert.deepEqual([row!.width, row!.height], [600, 900])
    assert.ok(fs.readFileSync(path.join(dir(), id)).equals(bytes), 'the original keeps its EXIF')

    for (const format of ['jpg', 'webp', 'avif'] as const) {
      const preview = await visitor.get(`/v1/uploads/${id}/media/640.${format}`)
      assert.equal(preview.statusCode, 200, preview.body)
      assert.match(String(preview.headers['cache-control']), /^private/)
      const seen = await sharp(preview.rawPayload).metadata()
      assert.equal(seen.width, 600, 'never wider than the photo')
      assert.equal(seen.height, 900, 'upright')
      assert.equal(seen.space, 'srgb')
      assert.equal(seen.exif, undefined, 'no EXIF (no GPS)')
      assert.equal(seen.icc, undefined, 'no profile: plain sRGB')
      assert.equal(seen.orientation, undefined)
    }
    const narrow = await visitor.get(`/v1/uploads/${id}/media/256.webp`)
    assert.equal((await sharp(narrow.rawPayload).metadata()).width, 256)
    assert.equal((await visitor.get(`/v1/uploads/${id}/media/300.jpg`)).statusCode, 404)
  })

  it('takes an iPhone-style HEIC photo (HEVC inside) and previews it as a JPEG', async () => {
    // test/fixtures/photo.heic: 640 × 480, an orange field with a blue disc in the middle, made with
    // libheif's heif-enc (x265) from a JPEG; sharp's own libvips cannot decode HEVC.
    const bytes = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.heic'))
    const { visitor } = await signedInVisitor(testApp)
    const { id, last } = await new TusClient(visitor).upload(bytes, 64 * 1024, 'IMG_0001.HEIC')
    assert.equal(last.statusCode, 204, last.body)
    const row = await rowOf(id)
    assert.equal(row!.status, 'ready')
    assert.equal(row!.format, 'heif')
    assert.deepEqual([row!.width, row!.height], [640, 480])
    assert.ok(fs.readFileSync(path.join(dir(), id)).equals(bytes), 'the original is untouched')

    const preview = await visitor.get(`/v1/uploads/${id}/media/640.jpg`)
    assert.equal(preview.statusCode, 200, preview.body)
    const { data, info } = await sharp(preview.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true })
    assert.deepEqual([info.width, info.height], [640, 480])
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels
      return { red: data[at]!, blue: data[at + 2]! }
    }
    const disc = pixel(320, 240)
    assert.ok(disc.blue > 100 && disc.red < 80, `the disc is blue: ${JSON.stringify(disc)}`)
    const field = pixel(10, 10)
    assert.ok(field.red > 150 && field.blue < 110, `the field is orange: ${JSON.stringify(field)}`)
  })

  it('shows one upload with the layouts and papers of a catalogue picture and a from price', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const { id } = await new TusClient(visitor).upload(await photo(800, 600))
    const shown = await visitor.get(`/v1/uploads/${id}`)
    assert.equal(shown.statusCode, 200, shown.body)
    const body = shown.json()
    assert.equal(body.data.id, id)
    assert.equal(body.data.attributes.currency, 'CZK')
    assert.ok(body.data.attributes.from_price > 0)
    const image = (await visitor.get('/v1/images/1')).json()
    const types = (document: { included: { type: string; id: string }[] }) =>
      document.included
        .filter((resource) => resource.type === 'layouts' || resource.type === 'papers')
        .map((resource) => `${resource.type}:${resource.id}`)
    assert.deepEqual(types(body), types(image))
    assert.ok(types(body).length > 0)
    const fromImage = image.included.find((r: { type: string }) => r.type === 'layouts')
    assert.deepEqual(
      body.included.find(
        (r: { id: string; type: string }) => r.type === 'layouts' && r.id === fromImage.id,
      ),
      fromImage,
    )
  })

  it('hides an upload from another account and from an anonymous visitor (404 everywhere)', async () => {
    const owner = await signedInVisitor(testApp)
    const tus = new TusClient(owner.visitor)
    const { id } = await tus.upload(await photo(400, 300))
    const unfinished = await tus.create(5000)
    const stranger = await signedInVisitor(testApp)
    const strangerTus = new TusClient(stranger.visitor)
    for (const url of [`/v1/uploads/${id}`, `/v1/uploads/${id}/media/640.jpg`])
      assert.equal((await stranger.visitor.get(url)).statusCode, 404, url)
    assert.equal((await stranger.visitor.delete(`/v1/uploads/${id}`)).statusCode, 404)
    assert.equal((await strangerTus.head(unfinished.id!)).statusCode, 404)
    assert.equal((await strangerTus.patch(unfinished.id!, 0, Buffer.alloc(10))).statusCode, 404)
    assert.equal(
      (
        await stranger.visitor.request('DELETE', `/v1/uploads/files/${unfinished.id}`, {
          headers: { 'tus-resumable': '1.0.0' },
        })
      ).statusCode,
      404,
    )
    const anonymous = testApp.visitor()
    for (const url of [`/v1/uploads/${id}`, `/v1/uploads/${id}/media/640.jpg`])
      assert.ok([401, 404].includes((await anonymous.get(url)).statusCode), url)
    assert.ok([401, 404].includes((await anonymous.delete(`/v1/uploads/${id}`)).statusCode))
    // Still there for its owner.
    assert.equal((await owner.visitor.get(`/v1/uploads/${id}/media/640.jpg`)).statusCode, 200)
    assert.equal((await rowOf(id))!.status, 'ready')
  })

  it('deletes an upload with its files (204), and refuses an ordered one (409)', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const tus = new TusClient(visitor)
    const { id } = await tus.upload(await photo(400, 300))
    assert.equal((await visitor.get(`/v1/uploads/${id}/media/256.jpg`)).statusCode, 200)
    assert.ok(filesOf(id).length >= 3, 'original, record and previews')
    const deleted = await visitor.delete(`/v1/uploads/${id}`)
    assert.equal(deleted.statusCode, 204)
    assert.equal(await rowOf(id), undefined)
    assert.deepEqual(filesOf(id), [])
    assert.equal((await visitor.get(`/v1/uploads/${id}`)).statusCode, 404)

    // tus' termination of an unfinished upload is the same delete.
    const unfinished = await tus.create(5000)
    await tus.patch(unfinished.id!, 0, Buffer.alloc(100))
    const terminated = await visitor.request('DELETE', `/v1/uploads/files/${unfinished.id}`, {
      headers: { 'tus-resumable': '1.0.0' },
    })
    assert.equal(terminated.statusCode, 204)
    assert.deepEqual(filesOf(unfinished.id!), [])

    const ordered = await tus.upload(await photo(400, 300))
    await markOrdered(testApp.database.db, [ordered.id])
    const refused = await visitor.delete(`/v1/uploads/${ordered.id}`)
    assert.equal(refused.statusCode, 409)
    assert.match(refused.json().errors.file[0], /nelze smazat.*výrobu/)
    assert.ok(filesOf(ordered.id).length > 0)
    const listed = (await visitor.get('/v1/uploads')).json().data
    const attributes = listed.find((r: { id: string }) => r.id === ordered.id).attributes
    assert.equal(attributes.ordered, true)
    assert.equal(attributes.expires_at, null)
  })

  it('sweeps expired uploads not ordered with their files, and keeps ordered ones', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const tus = new TusClient(visitor)
    const expired = await tus.upload(await photo(300, 200))
    const ordered = await tus.upload(await photo(300, 200))
    const fresh = await tus.upload(await photo(300, 200))
    await markOrdered(testApp.database.db, [ordered.id])
    const past = new Date(Date.now() - 1000)
    await testApp.database.db
      .update(uploads)
      .set({ expiresAt: past })
      .where(eq(uploads.id, expired.id))
    await testApp.database.db
      .update(uploads)
      .set({ expiresAt: past })
      .where(eq(uploads.id, ordered.id))

    await sweepUploads(testApp.database.db, uploadStore(testApp.config))
    assert.equal(await rowOf(expired.id), undefined)
    assert.deepEqual(filesOf(expired.id), [])
    assert.ok(await rowOf(ordered.id))
    assert.ok(filesOf(ordered.id).includes(ordered.id))
    assert.ok(await rowOf(fresh.id))
    assert.ok(filesOf(fresh.id).includes(fresh.id))
  })

  it('deletes an erased account’s uploads not ordered, files too, and keeps the ordered ones', async () => {
    const { visitor, password, userId } = await signedInVisitor(testApp)
    const tus = new TusClient(visitor)
    const loose = await tus.upload(await photo(300, 200))
    const ordered = await tus.upload(await photo(300, 200))
    await markOrdered(testApp.database.db, [ordered.id])
    const erased = await visitor.post('/v1/me/destroy', { password })
    assert.equal(erased.statusCode, 200, erased.body)
    assert.equal(await rowOf(loose.id), undefined)
    assert.deepEqual(filesOf(loose.id), [])
    const kept = await rowOf(ordered.id)
    assert.equal(kept!.userId, null)
    assert.ok(filesOf(ordered.id).includes(ordered.id))
    assert.ok(userId > 0)
  })

  it('lets the storefront’s origin send and read the tus headers (CORS)', async () => {
    const origin = 'http://localhost:9000'
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/v1/uploads/files/0123456789abcdef0123456789abcdef',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'tus-resumable,upload-offset,content-type,x-xsrf-token',
      },
    })
    assert.equal(preflight.statusCode, 204)
    assert.equal(preflight.headers['access-control-allow-origin'], origin)
    assert.equal(preflight.headers['access-control-allow-credentials'], 'true')
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase()
    for (const header of [
      'tus-resumable',
      'upload-offset',
      'upload-length',
      'upload-metadata',
      'x-xsrf-token',
    ])
      assert.ok(allowed.includes(header), header)
    assert.match(String(preflight.headers['access-control-allow-methods']), /PATCH/)

    const { visitor } = await signedInVisitor(testApp)
    const { response } = await new TusClient(visitor).create(1000, 'a.jpg', { origin })
    assert.equal(response.statusCode, 201)
    assert.equal(response.headers['access-control-allow-origin'], origin)
    const exposed = String(response.headers['access-control-expose-headers']).toLowerCase()
    for (const header of ['location', 'upload-offset', 'tus-resumable'])
      assert.ok(exposed.includes(header), header)
  })

  it('answers 429 to an address over its allowance of new uploads, whichever account', async () => {
    const limited = await build({
      uploads: uploadSettings({ perAddress: { max: 2, timeWindow: 60_000 } }),
    })
    const first = await signedInVisitor(limited)
    const second = await signedInVisitor(limited)
    assert.equal((await new TusClient(first.visitor).create(1000)).response.statusCode, 201)
    const tus = new TusClient(second.visitor)
    const { response, id } = await tus.create(1000)
    assert.equal(response.statusCode, 201)
    // The chunks of an upload already begun are not counted.
    assert.equal((await tus.patch(id!, 0, Buffer.alloc(100))).statusCode, 204)
    const over = await tus.create(1000)
    assert.equal(over.response.statusCode, 429)
    assert.ok(Number(over.response.headers['retry-after']) > 0)
  })

  it('answers 503 when every render slot is busy, and checks the photo when the last request comes again', async () => {
    const busy = await build({
      uploads: uploadSettings(),
      mediaRenderConcurrency: 1,
      mediaRenderQueue: 0,
    })
    let release!: () => void
    const blocker = busy.app.renditions.queue.run(
      'blocker',
      () => new Promise<void>((resolve) => (release = resolve)),
    )
    const { visitor } = await signedInVisitor(busy)
    const tus = new TusClient(visitor)
    const bytes = await photo(500, 400)
    const { id, last } = await tus.upload(bytes, bytes.length)
    assert.equal(last.statusCode, 503, last.body)
    assert.equal(last.headers['retry-after'], '5')
    release()
    await blocker
    const again = await tus.patch(id, bytes.length, Buffer.alloc(0))
    assert.equal(again.statusCode, 204, again.body)
    const [row] = await busy.database.db.select().from(uploads).where(eq(uploads.id, id))
    assert.equal(row!.status, 'ready')
  })

  it('never answers 5xx to hostile tus headers', async () => {
    const roomy = await build({ uploads: uploadSettings({ dailyFiles: 10_000 }) })
    const { visitor } = await signedInVisitor(roomy)
    const tus = new TusClient(visitor)
    const { id } = await tus.create(4000)
    const header = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer({ min: -5, max: 2 ** 53 }).map(String),
      fc.constantFrom('', ' ', '-1', '1e3', '0x10', '4000', '3999', 'filename', 'filename ***'),
    )
    await fc.assert(
      fc.asyncProperty(
        header,
        header,
        header,
        fc.uint8Array({ maxLength: 64 }),
        async (length, offset, metadata, body) => {
          const created = await visitor.request('POST', '/v1/uploads/files', {
            headers: {
              'tus-resumable': '1.0.0',
              'upload-length': length,
              'upload-metadata': metadata,
            },
          })
          assert.ok(
            created.statusCode < 500,
            `POST ${length} ${metadata}: ${created.statusCode} ${created.body}`,
          )
          const patched = await tus.patch(id!, 0, Buffer.from(body), { 'upload-offset': offset })
          assert.ok(
            patched.statusCode < 500,
            `PATCH ${offset}: ${patched.statusCode} ${patched.body}`,
          )
        },
      ),
      { numRuns: 150 },
    )
  })

  it('reads the UPLOAD_* settings, with the shop’s defaults', () => {
    const defaults = loadConfig(DEMO_ENV).uploads
    assert.equal(defaults.maxBytes, 100 * 1024 ** 2)
    assert.equal(defaults.maxPixels, 200_000_000)
    assert.equal(defaults.keepDays, 30)
    assert.equal(defaults.s3, null)
    assert.match(defaults.dir, /data\/uploads$/)
    const set = loadConfig({
      ...DEMO_ENV,
      UPLOAD_DIR: '/srv/uploads',
      UPLOAD_MAX_BYTES: '1000',
      UPLOAD_MAX_PIXELS: '5000',
      UPLOAD_KEEP_DAYS: '7',
      UPLOAD_DAILY_FILES: '5',
      UPLOAD_MAX_STORAGE_BYTES: '9000',
      UPLOAD_S3_BUCKET: 'photos',
      UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000',
      UPLOAD_S3_ACCESS_KEY_ID: 'key',
      UPLOAD_S3_SECRET_ACCESS_KEY: 'secret',
    }).uploads
    assert.deepEqual(
      { ...set, perAddress: undefined },
      {
        dir: '/srv/uploads',
        maxBytes: 1000,
        maxPixels: 5000,
        keepDays: 7,
        dailyFiles: 5,
        maxStorageBytes: 9000,
        perAddress: undefined,
        s3: {
          bucket: 'photos',
          endpoint: 'http://127.0.0.1:9000',
          region: 'us-east-1',
          accessKeyId: 'key',
          secretAccessKey: 'secret',
        },
      },
    )
  })
})
