import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import type { S3 } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import postgres from 'postgres'
import sharp from 'sharp'
import { buildApp } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { openDatabase, type DatabaseHandle } from '../src/db/client.js'
import { uploads } from '../src/db/schema.js'
import { seedCatalogue } from '../src/seed/seed.js'
import { uploadStore } from '../src/uploads/store.js'
import {
  build,
  DEMO_ENV,
  registration,
  RELAXED_LIMITS,
  signedInVisitor,
  TEST_HASHING,
  TEST_SITE_URL,
  Visitor,
} from './helper.js'
import { cutPatch, photo, TusClient } from './uploads-fixtures.js'
import { startBucketServer } from './uploads-s3rver.js'

/*
 * The bucket store (UPLOAD_S3_BUCKET): a local S3-compatible server (s3rver) started here. One app
 * on it runs everywhere; two apps on one PostgreSQL database sharing the bucket (what two API
 * processes behind nginx are) need PostgreSQL, which PGlite cannot share between them.
 */
const BUCKET = 'own-photos'
const bucketServer = await startBucketServer(BUCKET)
after(() => bucketServer.close())

function bucketSettings(): Config['uploads'] {
  return {
    ...loadConfig(DEMO_ENV).uploads,
    s3: {
      bucket: BUCKET,
      endpoint: bucketServer.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
  }
}

async function keysOf(config: Pick<Config, 'uploads'>, prefix: string): Promise<string[]> {
  const s3 = (uploadStore(config).tus as unknown as { s3: S3 }).s3
  const listed = await s3.listObjectsV2({ Bucket: BUCKET, Prefix: prefix })
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}

describe('own photos in a bucket', () => {
  it('receives, checks, previews and deletes an upload in the bucket', async () => {
    const testApp = await build({ uploads: bucketSettings() })
    const { visitor } = await signedInVisitor(testApp)
    const bytes = await photo(1600, 1000, { gps: true })
    const { id, last } = await new TusClient(visitor).upload(bytes, 300 * 1024)
    assert.equal(last.statusCode, 204, last.body)
    const [row] = await testApp.database.db.select().from(uploads).where(eq(uploads.id, id))
    assert.equal(row!.status, 'ready')
    const original = Buffer.from(
      await (
        await (uploadStore(testApp.config).tus as unknown as { s3: S3 }).s3.getObject({
          Bucket: BUCKET,
          Key: id,
        })
      ).Body!.transformToByteArray(),
    )
    assert.ok(original.equals(bytes), 'the original in the bucket is byte for byte')
    const preview = await visitor.get(`/v1/uploads/${id}/media/640.webp`)
    assert.equal(preview.statusCode, 200)
    assert.equal((await sharp(preview.rawPayload).metadata()).exif, undefined)
    assert.deepEqual(await keysOf(testApp.config, id), [
      id,
      `${id}.info`,
      `${id}.previews/640.webp`,
      `${id}.previews/master.jpg`,
    ])
    assert.equal((await visitor.delete(`/v1/uploads/${id}`)).statusCode, 204)
    assert.deepEqual(await keysOf(testApp.config, id), [])
  })

  const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
  const skip = postgresUrl
    ? false
    : 'needs PostgreSQL (DATABASE_URL): two API apps cannot share one PGlite database'
  if (skip) console.log(`# skipped: two API apps sharing the bucket ${skip}`)

  it('starts an upload on one API app, resumes and finishes it on another', { skip }, async () => {
    const admin = postgres(postgresUrl!, { max: 1, onnotice: () => {} })
    const name = `print_shop_uploads_bucket_${process.pid}`
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    const template = process.env.TEST_TEMPLATE_DATABASE
    await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`)
    const url = new URL(postgresUrl!)
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
        uploads: bucketSettings(),
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
    const s3 = (uploadStore(first.config).tus as unknown as { s3: S3 }).s3
    const original = await s3.getObject({ Bucket: BUCKET, Key: id! })
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
