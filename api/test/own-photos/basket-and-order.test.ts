import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { basketItems, orderItems, outbox, uploads } from '../../src/db/schema.js'
import { uploadStore } from '../../src/uploads/index.js'
import { sweepUploads } from '../../src/uploads/removal.js'
import { build, signedInVisitor } from '../helper.js'
import {
  billing,
  canvas,
  includedOf,
  newBasket,
  photoPrint,
  shopIds,
} from '../routes/baskets/fixtures.js'
import { insertUpload, uploadSettings } from './fixtures.js'

// A basket, an order and its documents with the shopper's own photo in place of a catalogue picture.
const testApp = await build({ uploads: uploadSettings() })
const ids = await shopIds(testApp)
const db = testApp.database.db

/** A print of an own photo: the catalogue fixture with upload_id instead of image_id. */
function ownPrint(uploadId: string, overrides: Record<string, unknown> = {}) {
  const { image_id: _image, ...print } = photoPrint(ids, overrides)
  return { ...print, upload_id: uploadId }
}

type Item = ReturnType<typeof includedOf>[number] & {
  relationships: Record<string, { data: unknown }>
}

test('an own photo goes into the basket priced like a catalogue print, with its upload', async () => {
  const { visitor, userId } = await signedInVisitor(testApp)
  const upload = await insertUpload(testApp, userId)
  const uuid = await newBasket(visitor)

  const added = await visitor.post(`/v1/baskets/${uuid}/basket_items`, ownPrint(upload.id))
  assert.equal(added.statusCode, 201, added.body)
  const [item] = includedOf(added.json(), 'basket_items') as Item[]
  assert.equal(item!.attributes.unit_price, 7_900, 'the price list of a 30 × 20 cm photo print')
  assert.equal(item!.attributes.available, true)
  assert.equal(item!.attributes.withdrawable, false, 'made to the shopper’s specification')
  assert.deepEqual(item!.relationships.upload, { data: { type: 'uploads', id: upload.id } })
  assert.equal(item!.relationships.image, undefined)
  const [included] = includedOf(added.json(), 'uploads')
  assert.equal(included!.id, upload.id)
  assert.equal(included!.attributes.file_name, 'Dovolená u moře.jpg')
  assert.equal(included!.attributes.width, 3000)
  assert.equal(included!.attributes.ordered, false)
  assert.equal(
    included!.attributes.media_url,
    `${testApp.config.publicUrl}/v1/uploads/${upload.id}/media`,
  )
  assert.equal(includedOf(added.json(), 'images').length, 0)

  // The same print again raises the quantity; the same print of another photo is its own line.
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, ownPrint(upload.id))
  const other = await insertUpload(testApp, userId, { fileName: 'Chata.jpg' })
  const both = await visitor.post(`/v1/baskets/${uuid}/basket_items`, ownPrint(other.id))
  const lines = includedOf(both.json(), 'basket_items')
  assert.deepEqual(
    lines.map((line) => line.attributes.quantity),
    [2, 1],
  )
  assert.equal(both.json().data.attributes.items_total, 3 * 7_900)

  // The crop is checked against the photo's own pixels: 3000 × 2000 cut square is 2000 × 2000.
  const square = { custom_width: 300, custom_height: 300, format_type: 'crop' }
  const inside = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    ownPrint(upload.id, { ...square, coordinate_x: 1000, coordinate_y: 0 }),
  )
  assert.equal(inside.statusCode, 201, inside.body)
  const outside = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    ownPrint(upload.id, { ...square, coordinate_x: 1001, coordinate_y: 0 }),
  )
  assert.equal(outside.statusCode, 422)
  assert.deepEqual(Object.keys(outside.json().errors).sort(), ['coordinate_x', 'coordinate_y'])
})

test('someone else’s photo, an unknown one or an anonymous visitor’s: refused, nothing written', async () => {
  const owner = await signedInVisitor(testApp)
  const upload = await insertUpload(testApp, owner.userId)
  const { visitor, userId } = await signedInVisitor(testApp)
  const uuid = await newBasket(visitor)
  const before = (await db.select().from(basketItems)).length

  const unknownImage = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    photoPrint(ids, { image_id: 2_000_000 }),
  )
  const foreign = await visitor.post(`/v1/baskets/${uuid}/basket_items`, ownPrint(upload.id))
  const unknown = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    ownPrint('0123456789abcdef0123456789abcdef'),
  )
  for (const refused of [foreign, unknown]) {
    assert.equal(refused.statusCode, 422)
    assert.deepEqual(refused.json().errors, {
      upload_id: unknownImage.json().errors.image_id,
    })
  }
  const anonymous = testApp.visitor()
  const anonymousBasket = await newBasket(anonymous)
  const signedOut = await anonymous.post(
    `/v1/baskets/${anonymousBasket}/basket_items`,
    ownPrint(upload.id),
  )
  assert.equal(signedOut.statusCode, 422)
  assert.ok(signedOut.json().errors.upload_id)

  // Exactly one picture: both or neither is a 422 on the fields.
  const both = await visitor.post(`/v1/baskets/${uuid}/basket_items`, {
    ...ownPrint(upload.id),
    image_id: ids.image.id,
  })
  assert.equal(both.statusCode, 422)
  assert.match(both.json().errors.upload_id[0], /buď obrázek z naší nabídky, nebo vlastní/)
  assert.deepEqual(both.json().errors.image_id, both.json().errors.upload_id)
  const { upload_id: _none, ...neither } = ownPrint(upload.id)
  const missing = await visitor.post(`/v1/baskets/${uuid}/basket_items`, neither)
  assert.equal(missing.statusCode, 422)
  assert.deepEqual(Object.keys(missing.json().errors).sort(), ['image_id', 'upload_id'])

  // A catalogue print cannot be turned into a print of someone else's photo either.
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  const basket = (await visitor.get(`/v1/baskets/${uuid}`)).json()
  const itemId = includedOf(basket, 'basket_items')[0]!.id
  const changed = await visitor.patch(`/v1/baskets/${uuid}/basket_items/${itemId}`, {
    upload_id: upload.id,
  })
  assert.equal(changed.statusCode, 422)
  const after = (await visitor.get(`/v1/baskets/${uuid}`)).json()
  assert.equal(includedOf(after, 'basket_items').length, 1)
  assert.equal(includedOf(after, 'uploads').length, 0)
  assert.equal((await db.select().from(basketItems)).length, before + 1, 'only the catalogue print')

  // The shopper's own photo it may become.
  const own = await insertUpload(testApp, userId)
  const mine = await visitor.patch(`/v1/baskets/${uuid}/basket_items/${itemId}`, {
    upload_id: own.id,
  })
  assert.equal(mine.statusCode, 200, mine.body)
  assert.deepEqual(
    includedOf(mine.json(), 'uploads').map((resource) => resource.id),
    [own.id],
  )
  assert.equal(includedOf(mine.json(), 'images').length, 0)
})

test('an order keeps the photo: its name and pixels, marked ordered, kept by the sweep', async () => {
  const { visitor, userId, email } = await signedInVisitor(testApp)
  // 600 × 400 px on a 60 × 40 cm canvas is 25 DPI: the quality rule reads the photo's own pixels.
  const upload = await insertUpload(testApp, userId, {
    width: 600,
    height: 400,
    fileName: 'Babička 1968.jpg',
  })
  const uuid = await newBasket(visitor)
  const added = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    ownPrint(upload.id, { ...canvas(ids), image_id: undefined, format_type: 'original' }),
  )
  assert.equal(added.statusCode, 201, added.body)
  await visitor.post(`/v1/baskets/${uuid}/billing_details`, billing)
  await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery.ppl,
    payment_method: 'bank_transfer',
  })
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201, placed.body)

  const [row] = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, Number(placed.json().data.id)))
  assert.equal(row!.uploadId, upload.id)
  assert.equal(row!.imageId, null)
  assert.equal(row!.imageName, 'Babička 1968.jpg')
  assert.deepEqual([row!.imageWidth, row!.imageHeight], [600, 400])
  assert.equal(row!.withdrawable, false)
  const [kept] = await db.select().from(uploads).where(eq(uploads.id, upload.id))
  assert.ok(kept!.orderedAt, 'marked ordered in the same transaction')

  // The hourly sweep, a year on: the ordered photo and its original stay.
  const store = uploadStore(testApp.config)
  await sweepUploads(db, store, undefined, new Date(Date.now() + 365 * 24 * 3600_000))
  assert.equal((await db.select().from(uploads).where(eq(uploads.id, upload.id))).length, 1)
  assert.ok(fs.existsSync(path.join(testApp.config.uploads.dir, upload.id)))

  // The shopper's order detail shows the photo.
  const detail = await visitor.get(`/v1/me/orders/${placed.json().data.id}`)
  assert.equal(detail.statusCode, 200)
  const [item] = includedOf(detail.json(), 'order_items') as Item[]
  assert.deepEqual(item!.relationships.upload, { data: { type: 'uploads', id: upload.id } })
  assert.equal(item!.attributes.image_name, 'Babička 1968.jpg')
  assert.equal(item!.attributes.withdrawable, false)
  assert.equal(
    item!.attributes.media_url,
    `${testApp.config.publicUrl}/v1/uploads/${upload.id}/media`,
  )
  const [photo] = includedOf(detail.json(), 'uploads')
  assert.equal(photo!.attributes.ordered, true)
  assert.equal(photo!.attributes.expires_at, null)

  // The confirmation names the file and warns of the low resolution, from the photo's pixels.
  const [mail] = (await db.select().from(outbox).where(eq(outbox.to, email))).filter((m) =>
    m.subject.includes(placed.json().data.attributes.number),
  )
  assert.match(mail!.text, /Babička 1968\.jpg/)
  assert.match(mail!.text, /Nízké rozlišení: 25\sDPI/u)

  // Kept for production and the complaint period: 25 months from the order, then deleted with its
  // files; the order keeps the item and its file name.
  await sweepUploads(db, store, undefined, new Date(Date.now() + 24 * 31 * 24 * 3600_000))
  assert.equal((await db.select().from(uploads).where(eq(uploads.id, upload.id))).length, 1)
  await sweepUploads(db, store, undefined, new Date(Date.now() + 26 * 31 * 24 * 3600_000))
  assert.equal((await db.select().from(uploads).where(eq(uploads.id, upload.id))).length, 0)
  assert.ok(!fs.existsSync(path.join(testApp.config.uploads.dir, upload.id)))
  const [after] = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, Number(placed.json().data.id)))
  assert.equal(after!.uploadId, null)
  assert.equal(after!.imageName, 'Babička 1968.jpg')
})

test('repeating an order puts the kept photo in the basket again', async () => {
  const { visitor, userId } = await signedInVisitor(testApp)
  const upload = await insertUpload(testApp, userId)
  const uuid = await newBasket(visitor)
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, ownPrint(upload.id))
  await visitor.post(`/v1/baskets/${uuid}/billing_details`, billing)
  await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery.ppl,
    payment_method: 'bank_transfer',
  })
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  const repeated = await visitor.post(`/v1/me/orders/${placed.json().data.id}/repeat`)
  assert.equal(repeated.statusCode, 200, repeated.body)
  assert.equal(repeated.json().meta.added, 1)
  assert.deepEqual(repeated.json().meta.skipped, [])
  assert.deepEqual(
    includedOf(repeated.json(), 'uploads').map((resource) => resource.id),
    [upload.id],
  )
})

test('signing in keeps prints of the account’s own photos only', async () => {
  const account = await signedInVisitor(testApp)
  const mine = await insertUpload(testApp, account.userId)
  const old = await newBasket(account.visitor)
  await account.visitor.post(`/v1/baskets/${old}/basket_items`, ownPrint(mine.id))

  // An anonymous basket that somehow holds a print of a stranger's photo (written directly).
  const stranger = await signedInVisitor(testApp)
  const theirs = await insertUpload(testApp, stranger.userId)
  const device = testApp.visitor()
  const fresh = await newBasket(device)
  const added = await device.post(`/v1/baskets/${fresh}/basket_items`, photoPrint(ids))
  const [{ basketId }] = (await db
    .select({ basketId: basketItems.basketId })
    .from(basketItems)
    .where(eq(basketItems.id, Number(added.json().meta.basket_item_id)))) as [{ basketId: number }]
  await db.insert(basketItems).values({
    basketId,
    uploadId: theirs.id,
    layoutId: ids.layouts.fotografie!,
    paperId: ids.papers.lesky!,
    customWidth: 300,
    customHeight: 200,
    formatType: 'original',
    quantity: 1,
    configuration: `upload:${theirs.id}/${ids.layouts.fotografie}/${ids.papers.lesky}/300x200/original`,
  })

  const login = await device.post('/v1/auth/login', {
    username: account.email,
    password: account.password,
  })
  assert.equal(login.statusCode, 200)
  const merged = (await device.get(`/v1/baskets/${fresh}`)).json()
  const uploadIds = includedOf(merged, 'uploads').map((resource) => resource.id)
  assert.deepEqual(uploadIds, [mine.id])
  assert.equal(includedOf(merged, 'basket_items').length, 2, 'the catalogue print and my photo')
})
