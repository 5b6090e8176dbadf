import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import { after, test } from 'node:test'
import type { S3 } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { DEMO_OWNER_TOKEN, loadConfig, type Config } from '../../src/config.js'
import { uploadStore } from '../../src/uploads/index.js'
import { build, DEMO_ENV, signedInVisitor } from '../helper.js'
import { startBucketServer } from '../uploads-s3rver.js'
import { billing, newBasket, photoPrint, shopIds } from '../routes/baskets/fixtures.js'
import { insertUpload } from './fixtures.js'

// The owner's production files of a photo kept in an S3-compatible bucket (a local s3rver).
const BUCKET = 'production-files'
const bucketServer = await startBucketServer(BUCKET)
after(() => bucketServer.close())

const uploads: Config['uploads'] = {
  ...loadConfig(DEMO_ENV).uploads,
  s3: {
    bucket: BUCKET,
    endpoint: bucketServer.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  },
}
const testApp = await build({ uploads })
const ids = await shopIds(testApp)
const s3 = (uploadStore(testApp.config).tus as unknown as { s3: S3 }).s3
const owner = { authorization: `Bearer ${DEMO_OWNER_TOKEN}` }

test('the original comes out of the bucket byte for byte, the print-ready file is cut from it', async () => {
  const { visitor, userId } = await signedInVisitor(testApp)
  const upload = await insertUpload(testApp, userId, {
    width: 1200,
    height: 800,
    put: async (id, bytes) => {
      await s3.putObject({ Bucket: BUCKET, Key: id, Body: bytes })
    },
  })
  const uuid = await newBasket(visitor)
  const { image_id: _image, ...print } = photoPrint(ids)
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, { ...print, upload_id: upload.id })
  await visitor.post(`/v1/baskets/${uuid}/billing_details`, billing)
  await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery.ppl,
    payment_method: 'bank_transfer',
  })
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201, placed.body)
  const number = placed.json().data.attributes.number as string

  const list = await testApp.app.inject({
    url: `/v1/owner/orders/${number}/files`,
    headers: owner,
  })
  assert.equal(list.statusCode, 200, list.body)
  const [item] = list.json().data.items
  // 1200 px over 30 cm is 101 DPI: the file keeps the photo's own pixels, never enlarged.
  assert.deepEqual([item.print.width_px, item.print.height_px, item.print.dpi], [1200, 800, 101])

  const original = await testApp.app.inject({
    url: item.original.path.replace(/^/, '/v1/owner'),
    headers: owner,
  })
  assert.equal(original.statusCode, 200)
  assert.equal(original.headers['content-type'], 'image/jpeg')
  assert.ok(original.rawPayload.equals(upload.bytes))

  // The bucket's original is copied to a temporary folder for sharp, removed once it is sent.
  const copies = () =>
    new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('print-shop-upload-')))
  const before = copies()
  const printed = await testApp.app.inject({ url: `/v1/owner${item.print.path}`, headers: owner })
  assert.equal(printed.statusCode, 200)
  const metadata = await sharp(printed.rawPayload).metadata()
  assert.deepEqual([metadata.width, metadata.height, metadata.density], [1200, 800, 101])
  const left = async () => {
    for (let wait = 0; wait < 40; wait++) {
      const added = [...copies()].filter((name) => !before.has(name))
      if (!added.length) return added
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return [...copies()].filter((name) => !before.has(name))
  }
  assert.deepEqual(await left(), [], 'the temporary copy is gone')

  const missing = await testApp.app.inject({
    url: `/v1/owner/orders/${number}/files/2/print`,
    headers: owner,
  })
  assert.equal(missing.statusCode, 404)
})
