import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import postgres from 'postgres'
import { buildApp } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { openDatabase, type DatabaseHandle } from '../src/db/client.js'
import { seedCatalogue } from '../src/seed/seed.js'
import {
  DEMO_ENV,
  registration,
  RELAXED_LIMITS,
  TEST_HASHING,
  TEST_SITE_URL,
  Visitor,
} from './helper.js'
import { BUCKET, bucketSettings, keysOf, s3Of } from './uploads-bucket-fixtures.js'
import { cutPatch, photo, TusClient } from './uploads-fixtures.js'
import { startBucketServer } from './uploads-s3rver.js'

/*
 * Two apps on one PostgreSQL database sharing the bucket (UPLOAD_S3_BUCKET) of a local s3rver: what
 * two API processes behind nginx are. PGlite cannot be shared between them: PostgreSQL only.
 */
const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl)
  throw new Error('uploads-bucket.postgres needs PostgreSQL: run it with TEST_DATABASE_URL')
const bucketServer = await startBucketServer(BUCKET)
after(() => bucketServer.close())

describe('own photos in a bucket shared by two API apps', () => {
  it('starts an upload on one API app, resumes and finishes it on another', async () => {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    const name = `print_shop_uploads_bucket_${process.pid}`
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    const template = process.env.TEST_TEMPLATE_DATABASE
    await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const handles: DatabaseHandle[] = []
    const apps: FastifyInstance[] = []
    after(async () => {
      await Promise.all(apps.map((app) => app.close()))
      await Promise.all(handles.map((handle) => handle.close()))
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    })
    const open = async () => {
      const handle = await openDatabase({ databaseUrl: url.toString() })
      handles.push(handle)
      return handle
    }
    if (!template) {
      const handle = await open()
      await handle.migrate()
      await seedCatalogue(handle.db, { demo: true })
    }
    const start = async () => {
      const config: Config = {
        ...loadConfig(DEMO_ENV),
        siteUrl: TEST_SITE_URL,
        mediaCacheDir: `/tmp/print-shop-media-test-${process.pid}`,
        rateLimits: RELAXED_LIMITS,
        uploads: bucketSettings(bucketServer),
      }
      const app = await buildApp({ config, database: await open(), passwordHashing: TEST_HASHING })
      await app.ready()
      apps.push(app)
      return app
    }
    const [first, second] = await Promise.all([start(), start()])

    const onFirst = new Visitor(first)
    assert.equal((await onFirst.post('/v1/auth/register', registration())).statusCode, 201)
    const onSecond = new Visitor(second)
    for (const [cookie, value] of onFirst.cookies) onSecond.cookies.set(cookie, value)

    // 7 MB: the first chunk (5.5 MB) is one multipart part, what follows the cut an incomplete part.
    const bytes = await photo(3600, 3000)
    assert.ok(bytes.length > 6 * 1024 ** 2, `${bytes.length} bytes`)
    const tusFirst = new TusClient(onFirst)
    const { response, id } = await tusFirst.create(bytes.length, 'Krkonoše.jpg')
    assert.equal(response.statusCode, 201, response.body)
    const part = 5.5 * 1024 ** 2
    assert.equal((await tusFirst.patch(id!, 0, bytes.subarray(0, part))).statusCode, 204)
    const address = await first.listen({ port: 0, host: '127.0.0.1' })
    await cutPatch(address, onFirst, id!, part, bytes.subarray(part, part + 1024 ** 2), 300 * 1024)

    const tusSecond = new TusClient(onSecond)
    let offset = -1
    for (let attempt = 0; attempt < 100; attempt++) {
      const head = await tusSecond.head(id!)
      assert.equal(head.statusCode, 200, head.body)
      offset = Number(head.headers['upload-offset'])
      if (offset > part) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.ok(offset >= part && offset < bytes.length, `the second app resumes at ${offset}`)
    const finished = await tusSecond.patch(id!, offset, bytes.subarray(offset))
    assert.equal(finished.statusCode, 204, finished.body)

    const listed = (await onFirst.get('/v1/uploads')).json()
    assert.deepEqual(
      listed.data.map((resource: { id: string; attributes: { width: number } }) => [
        resource.id,
        resource.attributes.width,
      ]),
      [[id, 3600]],
    )
    const preview = await onFirst.get(`/v1/uploads/${id}/media/1080.jpg`)
    assert.equal(preview.statusCode, 200, preview.body)
    const original = await s3Of(first.config).getObject({ Bucket: BUCKET, Key: id! })
    assert.ok(Buffer.from(await original.Body!.transformToByteArray()).equals(bytes))
    assert.equal((await onSecond.delete(`/v1/uploads/${id}`)).statusCode, 204)
    assert.deepEqual(await keysOf(first.config, id!), [])

    // Two requests for one upload on two apps at once (a client that resumed while its old request
    // was still being read): the lock across processes lets one write; the other finds the offset
    // moved on (409) instead of writing the same bytes again.
    const both = await tusFirst.create(bytes.length, 'Sněžka.jpg')
    const [one, other] = await Promise.all([
      tusFirst.patch(both.id!, 0, bytes.subarray(0, part)),
      tusSecond.patch(both.id!, 0, bytes.subarray(0, part)),
    ])
    assert.deepEqual([one.statusCode, other.statusCode].sort(), [204, 409])
    assert.equal((await tusSecond.head(both.id!)).headers['upload-offset'], String(part))
  })
})
