import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { images, securityEvents } from '../../src/db/schema.js'
import { sourceOf } from '../../src/media/renditions.js'
import { build, signedInVisitor } from '../helper.js'
import { billing, canvas, newBasket, photoPrint, shopIds } from '../routes/baskets/fixtures.js'
import { insertUpload, uploadSettings } from './fixtures.js'
import { runTool } from '../owner/tool.js'

// The real API on a free port, and `npm run shop -- orders files` as its own process talking to it.
const testApp = await build({ uploads: uploadSettings() })
const ids = await shopIds(testApp)
let apiUrl = ''
before(async () => {
  apiUrl = `${await testApp.app.listen({ port: 0, host: '127.0.0.1' })}/v1`
})
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-files-cli-'))
after(() => fs.rmSync(workDir, { recursive: true, force: true }))

function shop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runTool(['orders', ...args], {
    ...process.env,
    SHOP_API_URL: apiUrl,
    OWNER_TOKEN: DEMO_OWNER_TOKEN,
    LANG: 'en',
    INIT_CWD: workDir,
  })
}

/** The average red of a column of a raw RGB picture (the test photo's red grows left to right). */
function red(raw: Buffer, width: number, height: number, x: number): number {
  let sum = 0
  for (let y = 0; y < height; y++) sum += raw[(y * width + x) * 3]!
  return sum / height
}

test('orders files: the untouched original and a print-ready file of the ordered crop and size', async () => {
  const { visitor, userId } = await signedInVisitor(testApp)
  // A 24-megapixel photo, printed on a 40 × 40 cm canvas cut square from x = 1000.
  const upload = await insertUpload(testApp, userId, {
    width: 6000,
    height: 4000,
    fileName: 'Krkonoše.jpg',
  })
  const uuid = await newBasket(visitor)
  const { image_id: _image, ...square } = canvas(ids, {
    custom_width: 400,
    custom_height: 400,
    format_type: 'crop',
    coordinate_x: 1000,
    coordinate_y: 0,
    quantity: 2,
  })
  const steps = [
    await visitor.post(`/v1/baskets/${uuid}/basket_items`, { ...square, upload_id: upload.id }),
    await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids)),
    await visitor.post(`/v1/baskets/${uuid}/billing_details`, billing),
    await visitor.patch(`/v1/baskets/${uuid}`, {
      delivery_method_id: ids.delivery.ppl,
      payment_method: 'bank_transfer',
    }),
  ]
  for (const step of steps) assert.ok(step.statusCode < 300, step.body)
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201, placed.body)
  const number = placed.json().data.attributes.number as string

  const result = await shop('files', number, '--out', 'production')
  assert.equal(result.code, 0, result.stderr)
  const dir = path.join(workDir, 'production')
  assert.deepEqual(fs.readdirSync(dir).sort(), [
    `${number}-01-original.jpg`,
    `${number}-01-print.jpg`,
    `${number}-02-original.jpg`,
    `${number}-02-print.jpg`,
    `${number}-sheet.txt`,
  ])
  assert.match(result.stdout, new RegExp(`wrote ${number}-01-original\\.jpg \\(\\d+\\.\\d MB\\)`))
  assert.match(result.stdout, new RegExp(`order ${number}: 5 file\\(s\\) in ${dir}`))

  // The shopper's photo byte for byte, and the catalogue picture's original.
  assert.ok(fs.readFileSync(path.join(dir, `${number}-01-original.jpg`)).equals(upload.bytes))
  const [picture] = await testApp.database.db
    .select({ file: images.file })
    .from(images)
    .where(eq(images.id, ids.image.id))
  assert.ok(
    fs
      .readFileSync(path.join(dir, `${number}-02-original.jpg`))
      .equals(fs.readFileSync(sourceOf(picture!.file))),
  )

  // 40 cm at 200 DPI is 3150 px, and 2 cm of canvas edge 157 px on each side.
  const printed = path.join(dir, `${number}-01-print.jpg`)
  const metadata = await sharp(printed).metadata()
  assert.deepEqual([metadata.width, metadata.height], [3150 + 2 * 157, 3150 + 2 * 157])
  assert.equal(metadata.density, 200)
  assert.equal(metadata.space, 'srgb')
  const { data, info } = await sharp(printed).raw().toBuffer({ resolveWithObject: true })
  const at = (x: number) => red(data, info.width, info.height, x)
  // The front is the crop: its left column is the photo's x = 1000 (red 42), its middle x = 3000.
  assert.ok(Math.abs(at(157) - (255 * 1000) / 6000) < 4, `left of the front: ${at(157)}`)
  assert.ok(Math.abs(at(157 + 1575) - (255 * 3000) / 6000) < 4, `middle: ${at(157 + 1575)}`)
  // The edge is the front mirrored over its border: 100 px out is what is 100 px in.
  assert.ok(Math.abs(at(157 - 100) - at(157 + 99)) < 3, 'the left edge mirrors the front')
  const right = info.width - 157
  assert.ok(Math.abs(at(right + 100) - at(right - 101)) < 3, 'the right edge mirrors the front')

  // A whole photo print of 30 × 20 cm: the ordered proportions.
  const photo = await sharp(path.join(dir, `${number}-02-print.jpg`)).metadata()
  assert.equal(Math.round((photo.width! / photo.height!) * 100), 150)

  const sheet = fs.readFileSync(path.join(dir, `${number}-sheet.txt`), 'utf8')
  assert.match(sheet, new RegExp(`^Order ${number}: production sheet\n`))
  assert.match(sheet, /Item 1: Krkonoše\.jpg\n {2}Product: Obraz na plátně\n/)
  assert.match(sheet, /Size: 40 × 40 cm\n {2}Canvas edge: 2 cm round the frame/)
  assert.match(sheet, /Crop: 4000 × 4000 px of the upright original from 1000, 0/)
  assert.match(sheet, /Quantity: 2\n/)
  assert.match(
    sheet,
    new RegExp(`Print-ready file: ${number}-01-print\\.jpg, 3464 × 3464 px at 200 DPI`),
  )
  assert.match(sheet, /Item 2: .+\n(?:.+\n)*? {2}Crop: none, the whole picture fitted/)

  // A shopper's photo is personal data: the owner's reads of it are in the security log.
  const reads = await testApp.database.db
    .select({ detail: securityEvents.detail })
    .from(securityEvents)
    .where(eq(securityEvents.type, 'owner.read'))
  const routes = reads.map(({ detail }) => (detail as { route: string }).route)
  for (const route of ['files', 'files/:position/original', 'files/:position/print'])
    assert.ok(routes.includes(`/v1/owner/orders/:number/${route}`), route)
})

test('orders files: an unknown order or a bad number writes nothing', async () => {
  const unknown = await shop('files', '2026999999', '--out', 'nothing')
  assert.equal(unknown.code, 1)
  assert.match(unknown.stderr, /There is no order number 2026999999\./)
  assert.equal(fs.existsSync(path.join(workDir, 'nothing')), false)

  const bad = await shop('files', '20x6', '--out', 'nothing')
  assert.equal(bad.code, 2)
  assert.match(bad.stderr, /usage: npm run shop -- orders files <number> \[--out <dir>\]/)
  assert.equal(fs.existsSync(path.join(workDir, 'nothing')), false)

  // Nor does the owner's API give files without the owner's token.
  const stranger = await fetch(`${apiUrl}/owner/orders/2026000001/files/1/original`)
  assert.equal(stranger.status, 401)
})
