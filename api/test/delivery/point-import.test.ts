import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { asc, eq, inArray } from 'drizzle-orm'
import { feedPoint } from '../../../e2e/fixtures/packeta.mjs'
import { deliveryMethods, pickupPoints } from '../../src/db/schema.js'
import { checkPickupPoint } from '../../src/delivery/pickup-points.js'
import { build } from '../helper.js'
import { ownerCall, packetaStandIn } from './packeta-fixtures.js'

const { standIn, settings } = await packetaStandIn()
const testApp = await build(settings)
const { app } = testApp
const db = testApp.database.db

/** The seeded directory's Packeta points, as each import starts from them. */
const seeded = await db
  .select()
  .from(pickupPoints)
  .where(inArray(pickupPoints.carrier, ['zasilkovna', 'packeta']))
  .orderBy(asc(pickupPoints.id))

/** The whole directory, to compare before and after a refused import. */
const directory = () => db.select().from(pickupPoints).orderBy(asc(pickupPoints.id))

async function point(id: string) {
  const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id))
  return row
}

/** Back to the seeded directory: each test starts from it. */
async function reseed() {
  await db.delete(pickupPoints).where(inArray(pickupPoints.carrier, ['zasilkovna', 'packeta']))
  await db.insert(pickupPoints).values(seeded)
}

/**
 * The feed of the tests: the first seeded Czech point renamed and moved, the second closed, every
 * other seeded point gone, a new Czech pickup point, a new Slovak Z-BOX and a German point (no
 * method of the shop delivers there).
 */
const [changed, closed] = seeded.filter((row) => row.country === 'CZ')
function feed() {
  standIn.points.branch = [
    feedPoint({
      id: changed!.id,
      name: 'Trafika Na Rohu',
      street: 'Dukelských hrdinů 2',
      city: changed!.city,
      zip: changed!.zip,
      hours: 'Po–Pá 9:00–17:00<br>So 9:00–12:00',
    }),
    feedPoint({ ...closed!, id: closed!.id, open: false }),
    feedPoint({
      id: 80001,
      name: 'Papírnictví Letná',
      street: 'Milady Horákové 12',
      city: 'Praha 7',
      zip: '170 00',
    }),
    feedPoint({
      id: 80003,
      name: 'Kiosk',
      street: 'Hauptstraße 1',
      city: 'Dresden',
      zip: '01067',
      country: 'de',
    }),
  ]
  standIn.points.box = [
    feedPoint({
      id: 80002,
      name: 'Z-BOX Bratislava, Obchodná',
      street: 'Obchodná 5',
      city: 'Bratislava',
      zip: '811 06',
      country: 'sk',
      hours: 'nonstop',
    }),
  ]
}

beforeEach(async () => {
  Object.assign(standIn.behaviour, { down: false, delayMs: 0, brokenFeed: false })
  await reseed()
  feed()
})

describe('POST /owner/packeta/points/import', () => {
  it('updates a changed point, closes a closed or gone one, adds a new one', async () => {
    const { status, json } = await ownerCall(app, 'POST', '/packeta/points/import')
    assert.equal(status, 200, JSON.stringify(json))
    const gone = seeded.length - 2
    assert.deepEqual(json.data, {
      imported: true,
      countries: ['CZ', 'SK'],
      points: 4,
      added: 2,
      updated: 1,
      closed: 1 + gone,
      reopened: 0,
      unchanged: 0,
      dry_run: false,
    })

    const renamed = await point(changed!.id)
    assert.equal(renamed?.name, 'Trafika Na Rohu')
    assert.equal(renamed?.street, 'Dukelských hrdinů 2')
    assert.equal(renamed?.openingHours, 'Po–Pá 9:00–17:00, So 9:00–12:00')
    assert.equal(renamed?.available, true)
    assert.match(renamed!.searchText, /dukelskych hrdinu/)

    // Closed and gone points stay in the directory (orders name them), no longer offered.
    assert.equal((await point(closed!.id))?.available, false)
    const goneId = seeded.find((row) => ![changed!.id, closed!.id].includes(row.id))!.id
    assert.equal((await point(goneId))?.available, false)

    // New points carry the carrier code of the shop's method for their country.
    assert.equal((await point('80001'))?.carrier, 'zasilkovna')
    assert.deepEqual(
      { carrier: (await point('80002'))?.carrier, hours: (await point('80002'))?.openingHours },
      { carrier: 'packeta', hours: 'nonstop' },
    )
    assert.equal(await point('80003'), undefined, 'no method of the shop delivers to Germany')

    // Checkout offers only open points.
    const listed = await testApp.visitor().get('/v1/pickup_points?per_page=100')
    const ids = (listed.json() as { data: { id: string }[] }).data.map((row) => row.id)
    assert.ok(ids.includes('80001') && ids.includes(changed!.id))
    assert.ok(!ids.includes(closed!.id) && !ids.includes(goneId))
  })

  it('has checkout refuse a point the feed closed, and take a new one', async () => {
    await ownerCall(app, 'POST', '/packeta/points/import')
    const [method] = await db
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.slug, 'zasilkovna'))
    assert.deepEqual(await checkPickupPoint(db, method!, closed!.id), {
      problem: 'basket.pickup_point_closed',
    })
    const taken = await checkPickupPoint(db, method!, '80001')
    assert.ok('point' in taken && taken.point.name === 'Papírnictví Letná')
  })

  it('opens a closed point again and leaves an unchanged one alone', async () => {
    await ownerCall(app, 'POST', '/packeta/points/import')
    standIn.points.branch[1] = feedPoint({ ...closed!, id: closed!.id })
    const { json } = await ownerCall(app, 'POST', '/packeta/points/import')
    assert.deepEqual(
      [
        json.data.added,
        json.data.updated,
        json.data.closed,
        json.data.reopened,
        json.data.unchanged,
      ],
      [0, 0, 0, 1, 3],
    )
    assert.equal((await point(closed!.id))?.available, true)
  })

  it('changes nothing on a dry run, and says what it would do', async () => {
    const before = await directory()
    const { status, json } = await ownerCall(app, 'POST', '/packeta/points/import?dry_run=true')
    assert.equal(status, 200)
    assert.equal(json.data.added, 2)
    assert.equal(json.data.dry_run, true)
    assert.deepEqual(await directory(), before)
  })

  const refusals: [string, () => void, number, RegExp][] = [
    ['cut off mid-JSON', () => (standIn.behaviour.brokenFeed = true), 422, /not JSON/],
    ['down', () => (standIn.behaviour.down = true), 502, /could not be downloaded/],
    ['too slow', () => (standIn.behaviour.delayMs = 1000), 502, /timeout/],
    [
      'with a point without its address',
      () => standIn.points.box.push({ ...standIn.points.box[0]!, id: '80009', street: '' }),
      422,
      /Point 2 \(id 80009\) of Packeta’s box feed lacks street/,
    ],
    [
      'with no point in the shop’s countries',
      () => {
        standIn.points.branch = standIn.points.branch.slice(3)
        standIn.points.box = []
      },
      422,
      /no point in a country/,
    ],
  ]
  for (const [what, breakIt, code, message] of refusals)
    it(`changes nothing when the feed is ${what}, and says why`, async () => {
      const before = await directory()
      breakIt()
      const { status, json } = await ownerCall(app, 'POST', '/packeta/points/import')
      assert.equal(status, code, JSON.stringify(json))
      assert.match(json.message, message)
      assert.match(json.message, /pickup points are unchanged/)
      assert.deepEqual(await directory(), before)
    })
})

describe('a shop without PACKETA_API_KEY', () => {
  it('says so and changes nothing', async () => {
    const keyless = await build({ packeta: { ...settings.packeta!, apiKey: null } })
    const before = await keyless.database.db
      .select()
      .from(pickupPoints)
      .orderBy(asc(pickupPoints.id))
    const { status, json } = await ownerCall(keyless.app, 'POST', '/packeta/points/import')
    assert.equal(status, 200)
    assert.deepEqual(json.data, { imported: false, reason: 'no_api_key' })
    assert.deepEqual(
      await keyless.database.db.select().from(pickupPoints).orderBy(asc(pickupPoints.id)),
      before,
    )
  })
})
