import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { uploads } from '../src/db/schema.js'
import { build, signedInVisitor } from './helper.js'
import { BUCKET, bucketSettings, keysOf, s3Of } from './uploads-bucket-fixtures.js'
import { photo, TusClient } from './uploads-fixtures.js'
import { startBucketServer } from './uploads-s3rver.js'

/*
 * The bucket store (UPLOAD_S3_BUCKET): a local S3-compatible server (s3rver) started here, and one
 * app on it. Two apps sharing the bucket, what two API processes behind nginx are, are in
 * uploads-bucket.postgres.test.ts.
 */
const bucketServer = await startBucketServer(BUCKET)
after(() => bucketServer.close())

describe('own photos in a bucket', () => {
  it('receives, checks, previews and deletes an upload in the bucket', async () => {
    const testApp = await build({ uploads: bucketSettings(bucketServer) })
    const { visitor } = await signedInVisitor(testApp)
    const bytes = await photo(1600, 1000, { gps: true })
    const { id, last } = await new TusClient(visitor).upload(bytes, 300 * 1024)
    assert.equal(last.statusCode, 204, last.body)
    const [row] = await testApp.database.db.select().from(uploads).where(eq(uploads.id, id))
    assert.equal(row!.status, 'ready')
    const original = Buffer.from(
      await (
        await s3Of(testApp.config).getObject({ Bucket: BUCKET, Key: id })
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
})
