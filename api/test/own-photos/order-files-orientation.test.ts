import assert from 'node:assert/strict'
import { test } from 'node:test'
import sharp from 'sharp'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { build, signedInVisitor } from '../helper.js'
import { billing, newBasket, photoPrint, shopIds } from '../routes/baskets/fixtures.js'
import { insertUpload, photoJpeg, uploadSettings } from './fixtures.js'

// A phone's photo stored sideways with an EXIF orientation: the crop is in the upright picture.
const testApp = await build({ uploads: uploadSettings() })
const ids = await shopIds(testApp)

test('the print-ready file is cut from the upright picture', async () => {
  // Stored 600 × 400 with orientation 6 (turn a quarter clockwise): upright it is 400 × 600, and
  // the stored left-to-right red gradient runs top to bottom.
  const sideways = await sharp(await photoJpeg(600, 400))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()
  const { visitor, userId } = await signedInVisitor(testApp)
  const upload = await insertUpload(testApp, userId, { width: 400, height: 600, bytes: sideways })
  const uuid = await newBasket(visitor)
  const { image_id: _image, ...square } = photoPrint(ids, {
    custom_width: 200,
    custom_height: 200,
    format_type: 'crop',
    coordinate_x: 0,
    coordinate_y: 200,
  })
  const added = await visitor.post(`/v1/baskets/${uuid}/basket_items`, {
    ...square,
    upload_id: upload.id,
  })
  assert.equal(added.statusCode, 201, added.body)
  await visitor.post(`/v1/baskets/${uuid}/billing_details`, billing)
  await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery.ppl,
    payment_method: 'bank_transfer',
  })
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201, placed.body)

  const printed = await testApp.app.inject({
    url: `/v1/owner/orders/${placed.json().data.attributes.number}/files/1/print`,
    headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}` },
  })
  assert.equal(printed.statusCode, 200)
  const { data, info } = await sharp(printed.rawPayload).raw().toBuffer({ resolveWithObject: true })
  // 400 px over 20 cm: the crop's own pixels, upright (no orientation left to apply).
  assert.deepEqual([info.width, info.height], [400, 400])
  assert.equal((await sharp(printed.rawPayload).metadata()).orientation ?? 1, 1)
  const redOfRow = (y: number) => {
    let sum = 0
    for (let x = 0; x < info.width; x++) sum += data[(y * info.width + x) * info.channels]!
    return sum / info.width
  }
  // Rows 200 to 599 of the upright picture: red from 255 × 200 / 600 = 85 down to the bottom.
  assert.ok(Math.abs(redOfRow(0) - 85) < 4, `top row: ${redOfRow(0)}`)
  assert.ok(Math.abs(redOfRow(399) - 255) < 4, `bottom row: ${redOfRow(399)}`)
})
