import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import { feedPoint } from '../../../e2e/fixtures/packeta.mjs'
import { outbox } from '../../src/db/schema.js'
import { build } from '../helper.js'
import { ownerCall, packetaStandIn } from '../delivery/packeta-fixtures.js'
import { insertOrder, orderById, statusHistory } from './fixtures.js'

// The fixtures' orders go to Zásilkovna's point 1234 in Prague.
const { standIn, settings } = await packetaStandIn({
  branch: [
    feedPoint({
      id: 1234,
      name: 'Z-BOX Praha 7, Dukelských hrdinů 47',
      street: 'Dukelských hrdinů 47',
      city: 'Praha',
      zip: '17000',
    }),
  ],
})
const testApp = await build(settings)
const { app } = testApp
const db = testApp.database.db

beforeEach(() => {
  Object.assign(standIn.behaviour, { down: false, delayMs: 0, refuse: null })
})

const toProduction = (number: string) =>
  ownerCall(app, 'POST', `/orders/${number}/status`, { status: 'in_production' })

async function mailsTo(address: string | null) {
  return db.select().from(outbox).where(eq(outbox.to, address!)).orderBy(asc(outbox.id))
}

describe('moving a Packeta order to in_production', () => {
  it('creates its packet with the customer, point, value and weight, and stores it', async () => {
    const order = await insertOrder(db, { status: 'paid' })
    const { status, json } = await toProduction(order.number)
    assert.equal(status, 200, JSON.stringify(json))
    assert.equal(json.data.to, 'in_production')
    assert.equal(json.data.shipment.status, 'created')

    const row = await orderById(db, order.id)
    const packet = standIn.packets.get(row.packetId!)!
    assert.equal(row.packetBarcode, packet.barcode)
    assert.equal(row.shipmentStatus, 'created')
    assert.deepEqual(packet.attributes, {
      number: order.number,
      name: 'Jana',
      surname: 'Nováková',
      email: order.email!,
      phone: '+420777123456',
      addressId: '1234',
      // The goods after the discount: 1 648,00 − 164,80 Kč.
      value: '1483.20',
      currency: 'CZK',
      // 2 × 30 × 20 cm and 29.7 × 42 cm of paper at 250 g/m² (61 g) and 300 g of packaging.
      weight: '0.37',
    })
  })

  it('puts the barcode in the shipped mail as the tracking number, with Packeta’s link', async () => {
    const order = await insertOrder(db, { status: 'paid' })
    await toProduction(order.number)
    const barcodeOf = (await orderById(db, order.id)).packetBarcode!
    assert.match(barcodeOf, /^Z\d{10}$/)
    const { status, json } = await ownerCall(app, 'POST', `/orders/${order.number}/status`, {
      status: 'shipped',
    })
    assert.equal(status, 200, JSON.stringify(json))
    assert.equal(json.data.tracking_number, barcodeOf)
    const shipped = (await mailsTo(order.email)).at(-1)!
    assert.match(shipped.subject, /na cestě/)
    assert.ok(shipped.text.includes(`Číslo zásilky: ${barcodeOf}`), shipped.text)
    assert.ok(shipped.text.includes(`https://tracking.packeta.com/cs/?id=${barcodeOf}`))
    assert.ok(shipped.html!.includes(`https://tracking.packeta.com/cs/?id=${barcodeOf}`))
  })

  const failures: [string, () => void, string, RegExp][] = [
    ['down', () => (standIn.behaviour.down = true), 'unreachable', /.+/],
    ['slow', () => (standIn.behaviour.delayMs = 1000), 'timeout', /300 ms/],
    [
      'refusing the packet',
      () =>
        (standIn.behaviour.refuse = {
          fault: 'PacketAttributesFault',
          string: 'Invalid packet attributes',
          fields: [{ name: 'addressId', fault: 'The pickup point is closed.' }],
        }),
      'refused',
      /PacketAttributesFault; Invalid packet attributes; addressId: The pickup point is closed\./,
    ],
  ]
  for (const [what, breakIt, problem, detail] of failures)
    it(`keeps the order in production when Packeta is ${what}, lists it and retries it`, async () => {
      const order = await insertOrder(db, { status: 'paid' })
      breakIt()
      const { status, json } = await toProduction(order.number)
      assert.equal(status, 200, JSON.stringify(json))
      assert.equal(json.data.shipment.status, 'failed')
      assert.equal(json.data.shipment.problem, problem)
      assert.match(json.data.shipment.detail, detail)
      assert.equal(json.data.mail.sent, true, 'the customer still hears the order is being made')

      const row = await orderById(db, order.id)
      assert.equal(row.status, 'in_production')
      assert.deepEqual(await statusHistory(db, order.id), ['paid', 'in_production'])
      assert.deepEqual([row.shipmentStatus, row.packetId], ['failed', null])

      const toRetry = await ownerCall(app, 'GET', '/packeta/shipments')
      const listed = toRetry.json.data.find((s: { number: string }) => s.number === order.number)
      assert.equal(listed?.problem, problem)

      Object.assign(standIn.behaviour, { down: false, delayMs: 0, refuse: null })
      const retried = await ownerCall(app, 'POST', `/packeta/shipments/${order.number}`)
      assert.equal(retried.status, 200, JSON.stringify(retried.json))
      assert.equal(retried.json.data.status, 'created')
      assert.equal((await orderById(db, order.id)).packetBarcode, retried.json.data.barcode)
      const after = await ownerCall(app, 'GET', '/packeta/shipments')
      assert.ok(!after.json.data.some((s: { number: string }) => s.number === order.number))
    })

  it('asks nothing of Packeta for an order to another carrier', async () => {
    const order = await insertOrder(db, {
      status: 'paid',
      pickupPoint: null,
      deliverySlug: 'ppl',
      deliveryName: 'PPL',
    })
    const calls = standIn.calls.length
    const { json } = await toProduction(order.number)
    assert.equal(json.data.shipment, null)
    assert.equal(standIn.calls.length, calls)
  })
})

describe('POST /owner/packeta/shipments/{number}', () => {
  it('creates the packet of a paid order, and a dry run sends nothing', async () => {
    const order = await insertOrder(db, { status: 'paid' })
    const calls = standIn.calls.length
    const dry = await ownerCall(app, 'POST', `/packeta/shipments/${order.number}?dry_run=true`)
    assert.equal(dry.status, 200)
    assert.equal(dry.json.data.packet.addressId, '1234')
    assert.equal(standIn.calls.length, calls)
    assert.equal((await orderById(db, order.id)).shipmentStatus, null)

    const made = await ownerCall(app, 'POST', `/packeta/shipments/${order.number}`)
    assert.equal(made.json.data.status, 'created')
    assert.equal((await orderById(db, order.id)).status, 'paid')
  })

  it('refuses bad input clearly and changes nothing', async () => {
    const withPacket = await insertOrder(db, { status: 'paid' })
    await ownerCall(app, 'POST', `/packeta/shipments/${withPacket.number}`)
    const cases: [string, RegExp, number][] = [
      ['1999000001', /There is no order number 1999000001/, 404],
      [
        (await insertOrder(db, { status: 'paid', pickupPoint: null, deliverySlug: 'ppl' })).number,
        /does not go to a Packeta pickup point/,
        409,
      ],
      [withPacket.number, /already has its Packeta packet \(barcode Z\d{10}\)/, 409],
      [(await insertOrder(db, { status: 'new' })).number, /is new: a packet is created for/, 409],
    ]
    for (const [number, message, code] of cases) {
      const before = (await ownerCall(app, 'GET', `/orders/${number}`)).json
      const calls = standIn.calls.length
      const { status, json } = await ownerCall(app, 'POST', `/packeta/shipments/${number}`)
      assert.equal(status, code, number)
      assert.match(json.message, message)
      assert.equal(standIn.calls.length, calls, 'Packeta is not asked')
      assert.deepEqual((await ownerCall(app, 'GET', `/orders/${number}`)).json, before)
    }
  })
})

describe('GET /owner/packeta/shipments/{number}/label', () => {
  it('answers the packet’s label as a PDF', async () => {
    const order = await insertOrder(db, { status: 'paid' })
    await ownerCall(app, 'POST', `/packeta/shipments/${order.number}`)
    const { status, json } = await ownerCall(app, 'GET', `/packeta/shipments/${order.number}/label`)
    assert.equal(status, 200)
    assert.equal(Buffer.from(json.data.pdf, 'base64').subarray(0, 5).toString(), '%PDF-')
  })

  it('refuses an order without a packet, and says when Packeta fails', async () => {
    const order = await insertOrder(db, { status: 'paid' })
    const none = await ownerCall(app, 'GET', `/packeta/shipments/${order.number}/label`)
    assert.equal(none.status, 409)
    assert.match(none.json.message, /has no Packeta packet yet/)
    await ownerCall(app, 'POST', `/packeta/shipments/${order.number}`)
    standIn.behaviour.down = true
    const down = await ownerCall(app, 'GET', `/packeta/shipments/${order.number}/label`)
    assert.equal(down.status, 502)
    assert.match(down.json.message, /did not give the label/)
  })
})
