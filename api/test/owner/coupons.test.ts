import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import { coupons } from '../../src/db/schema.js'
import { build } from '../helper.js'
import { newBasket, photoPrint, shopIds } from '../routes/baskets/fixtures.js'
import { owner } from './prices-fixtures.js'

const testApp = await build()
const db = testApp.database.db
const call = owner(testApp)
const ids = await shopIds(testApp)
const DAY = 86_400_000
const CODE_FORMAT =
  'A code has 3 to 30 characters: letters without accents, digits, hyphens and underscores, starting with a letter or a digit.'

const allCoupons = () => db.select().from(coupons).orderBy(asc(coupons.id))

/** A shopper's basket with one photo print (79 Kč) and a way to type a code into it. */
async function shopperBasket() {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  return (code: string) => visitor.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: code })
}

describe('POST /owner/coupons', () => {
  it('creates a percentage code, stored in capitals', async () => {
    const until = new Date(Date.now() + 30 * DAY).toISOString()
    const response = await call('POST', '/coupons', {
      code: ' jaro-27 ',
      percent_off: 12,
      layout_slugs: ['plakat', 'fotografie', 'plakat'],
      minimum_order_czk: 300_00,
      minimum_order_eur: 12_00,
      valid_until: until,
      usage_limit: 100,
      max_uses_per_customer: 1,
    })
    assert.equal(response.statusCode, 201, response.body)
    const { coupon, dry_run } = response.json().data
    assert.equal(dry_run, false)
    assert.deepEqual(coupon, {
      code: 'JARO-27',
      kind: 'percentage',
      percent_off: 12,
      amount_off_czk: null,
      amount_off_eur: null,
      layout_slugs: ['plakat', 'fotografie'],
      minimum_order_czk: 300_00,
      minimum_order_eur: 12_00,
      valid_from: null,
      valid_until: until,
      usage_limit: 100,
      used_count: 0,
      max_uses_per_customer: 1,
      active: true,
      status: 'active',
    })
    const [stored] = await db.select().from(coupons).where(eq(coupons.code, 'JARO-27'))
    assert.equal(stored!.percentOff, 12)
  })

  it('creates a fixed amount in both currencies, scheduled for later; a shopper can use it then', async () => {
    const from = new Date(Date.now() + DAY).toISOString()
    const response = await call('POST', '/coupons', {
      code: 'LETO27',
      amount_off_czk: 100_00,
      amount_off_eur: 4_00,
      valid_from: from,
    })
    assert.equal(response.statusCode, 201, response.body)
    const { coupon } = response.json().data
    assert.equal(coupon.kind, 'fixed')
    assert.deepEqual([coupon.amount_off_czk, coupon.amount_off_eur], [100_00, 4_00])
    assert.equal(coupon.status, 'scheduled')

    const now = await call('POST', '/coupons', { code: 'HNED', percent_off: 5 })
    assert.equal(now.statusCode, 201)
    const use = await shopperBasket()
    assert.equal((await use('hned')).statusCode, 200)
    assert.equal((await use('LETO27')).statusCode, 422, 'not valid yet')
  })

  it('on a dry run checks the code and writes nothing', async () => {
    const before = await allCoupons()
    const response = await call('POST', '/coupons?dry_run=true', {
      code: 'ZKOUSKA',
      percent_off: 5,
    })
    assert.equal(response.statusCode, 200, response.body)
    assert.equal(response.json().data.dry_run, true)
    assert.equal(response.json().data.coupon.code, 'ZKOUSKA')
    const taken = await call('POST', '/coupons?dry_run=true', { code: 'vitejte10', percent_off: 5 })
    assert.equal(taken.statusCode, 422)
    assert.deepEqual(await allCoupons(), before)
  })

  it('refuses a bad code with a message on the field, writing nothing', async () => {
    const before = await allCoupons()
    const past = new Date(Date.now() - DAY).toISOString()
    const later = new Date(Date.now() + 10 * DAY).toISOString()
    const sooner = new Date(Date.now() + 5 * DAY).toISOString()
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { code: 'vitejte10', percent_off: 5 },
        { code: ['The discount code VITEJTE10 already exists.'] },
      ],
      [{ code: 'A B', percent_off: 5 }, { code: [CODE_FORMAT] }],
      [{ code: 'ŽLUTÁ', percent_off: 5 }, { code: [CODE_FORMAT] }],
      [{ code: 'AB', percent_off: 5 }, { code: [CODE_FORMAT] }],
      [{ code: 'X'.repeat(31), percent_off: 5 }, { code: [CODE_FORMAT] }],
      [{ code: '', percent_off: 5 }, { code: ['Please fill in this field.'] }],
      [{ percent_off: 5 }, { code: ['Please fill in this field.'] }],
      [{ code: 'NULA', percent_off: 0 }, { percent_off: ['The value must be at least 1.'] }],
      [{ code: 'MOC', percent_off: 101 }, { percent_off: ['The value must be no more than 100.'] }],
      [{ code: 'TEXT', percent_off: '10' }, { percent_off: ['This value is of the wrong type.'] }],
      [
        { code: 'NIC' },
        {
          percent_off: ['Give a discount in percent, or a fixed amount in both crowns and euros.'],
        },
      ],
      [
        { code: 'OBOJI', percent_off: 5, amount_off_czk: 100_00, amount_off_eur: 4_00 },
        { percent_off: ['Give either a discount in percent or a fixed amount, not both.'] },
      ],
      [
        { code: 'KORUNY', amount_off_czk: 100_00 },
        { amount_off_eur: ['Give the amount in both crowns and euros.'] },
      ],
      [
        { code: 'MINIMUM', percent_off: 5, minimum_order_eur: 10_00 },
        { minimum_order_czk: ['Give the amount in both crowns and euros.'] },
      ],
      [
        { code: 'ZAPORNA', amount_off_czk: -100, amount_off_eur: 4_00 },
        { amount_off_czk: ['The value must be at least 1.'] },
      ],
      [
        { code: 'TAPETY', percent_off: 5, layout_slugs: ['fotografie', 'tapeta'] },
        { layout_slugs: ['There is no product "tapeta".'] },
      ],
      [
        { code: 'OBRACENE', percent_off: 5, valid_from: later, valid_until: sooner },
        { valid_until: ['The end of validity must come after its start.'] },
      ],
      [
        { code: 'PROSLE', percent_off: 5, valid_until: past },
        { valid_until: ['The end of validity has already passed.'] },
      ],
      [
        { code: 'DATUM', percent_off: 5, valid_from: '2026-12-01' },
        { valid_from: ['This value is not in the right format.'] },
      ],
      [
        { code: 'LIMIT', percent_off: 5, usage_limit: 0 },
        { usage_limit: ['The value must be at least 1.'] },
      ],
    ]
    for (const [body, errors] of refusals) {
      const response = await call('POST', '/coupons', body)
      assert.equal(response.statusCode, 422, JSON.stringify(body))
      assert.deepEqual(response.json().errors, errors, JSON.stringify(body))
    }
    const czech = await call('POST', '/coupons', { code: 'obraz200', percent_off: 5 }, 'cs')
    assert.deepEqual(czech.json().errors, { code: ['Slevový kód OBRAZ200 už existuje.'] })
    assert.deepEqual(await allCoupons(), before)
  })
})

describe('GET /owner/coupons', () => {
  it('lists the codes still to be used, or with ?all=true every one', async () => {
    await db.insert(coupons).values([
      { code: 'VYPRODANO', kind: 'percentage', percentOff: 5, usageLimit: 3, usedCount: 3 },
      { code: 'VYPNUTO', kind: 'percentage', percentOff: 5, active: false },
    ])
    const usable = (await call('GET', '/coupons')).json().data as { code: string; status: string }[]
    const codes = usable.map((coupon) => coupon.code)
    assert.ok(codes.includes('VITEJTE10') && codes.includes('OBRAZ200'), codes.join())
    for (const gone of ['LETO26', 'VYPRODANO', 'VYPNUTO']) assert.ok(!codes.includes(gone), gone)
    assert.ok(usable.every((coupon) => ['active', 'scheduled'].includes(coupon.status)))

    const all = (await call('GET', '/coupons?all=true')).json().data as {
      code: string
      status: string
    }[]
    const status = Object.fromEntries(all.map((coupon) => [coupon.code, coupon.status]))
    assert.equal(status.LETO26, 'expired')
    assert.equal(status.VYPRODANO, 'used_up')
    assert.equal(status.VYPNUTO, 'stopped')
    assert.equal(status.VITEJTE10, 'active')
    assert.equal(all.length, (await allCoupons()).length)
  })
})

describe('POST /owner/coupons/{code}/expire', () => {
  it('stops a code now: shoppers are refused it, its uses stay on record', async () => {
    await call('POST', '/coupons', { code: 'KONEC', percent_off: 10, usage_limit: 50 })
    await db.update(coupons).set({ usedCount: 7 }).where(eq(coupons.code, 'KONEC'))
    const use = await shopperBasket()
    assert.equal((await use('KONEC')).statusCode, 200)

    const dry = await call('POST', '/coupons/konec/expire?dry_run=true')
    assert.equal(dry.statusCode, 200, dry.body)
    assert.equal(dry.json().data.changed, true)
    assert.equal(dry.json().data.coupon.status, 'stopped')
    const [untouched] = await db.select().from(coupons).where(eq(coupons.code, 'KONEC'))
    assert.equal(untouched!.active, true, 'a dry run writes nothing')

    const response = await call('POST', '/coupons/konec/expire')
    assert.equal(response.statusCode, 200, response.body)
    const { coupon, before, changed, dry_run } = response.json().data
    assert.deepEqual([before, changed, dry_run], ['active', true, false])
    assert.deepEqual([coupon.code, coupon.status, coupon.used_count], ['KONEC', 'stopped', 7])
    const [stopped] = await db.select().from(coupons).where(eq(coupons.code, 'KONEC'))
    assert.deepEqual([stopped!.active, stopped!.usedCount, stopped!.usageLimit], [false, 7, 50])

    const refused = await use('KONEC')
    assert.equal(refused.statusCode, 422)
    assert.deepEqual(refused.json().errors, {
      coupon_code: [
        'Tento slevový kód neplatí nebo už byl použit. Zkontrolujte prosím, zda jste ho napsali správně.',
      ],
    })

    const again = await call('POST', '/coupons/KONEC/expire')
    assert.equal(again.statusCode, 200)
    assert.equal(again.json().data.changed, false)
  })

  it('says when a code does not exist', async () => {
    const before = await allCoupons()
    const response = await call('POST', '/coupons/NEEXISTUJE/expire', undefined, 'cs')
    assert.equal(response.statusCode, 404)
    assert.equal(response.json().message, 'Slevový kód NEEXISTUJE neexistuje.')
    assert.deepEqual(await allCoupons(), before)
  })
})
