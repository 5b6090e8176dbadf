import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it, mock } from 'node:test'
import { eq, inArray } from 'drizzle-orm'
import { loadConfig } from '../../src/config.js'
import { HOURLY } from '../../src/lib/sweep.js'
import { REMEMBER_MAX, SESSION_MAX } from '../../src/accounts/signed-in-sessions.js'
import {
  basketAddresses,
  basketItems,
  baskets,
  emailVerifications,
  orders,
  passwordResets,
} from '../../src/db/schema.js'
import { sweepSpentLinks, sweepUntouchedBaskets } from '../../src/security/retention.js'
import { build, DEMO_ENV, signedInVisitor } from '../helper.js'
import { readyBasket, shopIds } from '../routes/baskets/fixtures.js'

const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY)

describe('nothing typed into a basket, and no spent link, is kept longer than needed', async () => {
  const testApp = await build()
  const { db } = testApp.database
  const ids = await shopIds(testApp)
  const days = testApp.config.retention.basketDays

  /** Makes the basket, its items and addresses look untouched for `age` days. */
  async function untouchedFor(uuid: string, age: number) {
    const [basket] = await db
      .update(baskets)
      .set({ updatedAt: ago(age) })
      .where(eq(baskets.uuid, uuid))
      .returning()
    await db
      .update(basketAddresses)
      .set({ updatedAt: ago(age) })
      .where(eq(basketAddresses.basketId, basket!.id))
    await db
      .update(basketItems)
      .set({ updatedAt: ago(age) })
      .where(eq(basketItems.basketId, basket!.id))
    return basket!
  }

  const rowsOf = async (basketId: number) => ({
    baskets: (await db.select().from(baskets).where(eq(baskets.id, basketId))).length,
    items: (await db.select().from(basketItems).where(eq(basketItems.basketId, basketId))).length,
    addresses: (
      await db.select().from(basketAddresses).where(eq(basketAddresses.basketId, basketId))
    ).length,
  })

  it('keeps baskets 30 days by default; BASKET_RETENTION_DAYS changes it', () => {
    assert.equal(days, 30)
    assert.equal(loadConfig({ ...DEMO_ENV, BASKET_RETENTION_DAYS: '7' }).retention.basketDays, 7)
  })

  it('the privacy page says, in every language, the periods the API keeps by default', () => {
    const { retention } = loadConfig(DEMO_ENV)
    const hours = SESSION_MAX / 3_600_000
    const sessionDays = REMEMBER_MAX / DAY
    const words = {
      cs: { days: 'dní', hours: 'hodin', months: 'měsíců' },
      sk: { days: 'dní', hours: 'hodín', months: 'mesiacov' },
      de: { days: 'Tage', hours: 'Stunden', months: 'Monate' },
      en: { days: 'days', hours: 'hours', months: 'months' },
    }
    for (const [language, word] of Object.entries(words)) {
      const file = new URL(`../../../locales/${language}/gdpr.json`, import.meta.url)
      const said = JSON.parse(readFileSync(file, 'utf8')).sections.retention.items
      const says = (key: string, text: string) =>
        assert.ok(said[key]?.includes(text), `${language} ${key}: "${text}" in "${said[key]}"`)
      says('baskets', `${retention.basketDays} ${word.days}`)
      says('sessions', `${sessionDays} ${word.days}`)
      says('sessions', `${hours} ${word.hours}`)
      says('mails', `${retention.sentMailDays} `)
      says('logs', `${(retention.securityEventDays / 365) * 12} ${word.months}`)
    }
  })

  it('deletes an anonymous basket untouched for the retention, with its prints and the details typed in', async () => {
    const visitor = testApp.visitor()
    const old = await untouchedFor(await readyBasket(visitor, ids), days + 1)
    const fresh = await untouchedFor(await readyBasket(visitor, ids), days - 1)
    assert.deepEqual(await rowsOf(old.id), { baskets: 1, items: 1, addresses: 1 })

    const swept = await sweepUntouchedBaskets(db, days)
    assert.ok(swept.baskets >= 1)
    assert.deepEqual(await rowsOf(old.id), { baskets: 0, items: 0, addresses: 0 })
    assert.equal((await visitor.get(`/v1/baskets/${old.uuid}`)).statusCode, 404)
    assert.deepEqual(await rowsOf(fresh.id), { baskets: 1, items: 1, addresses: 1 })
    const kept = await visitor.get(`/v1/baskets/${fresh.uuid}`)
    assert.equal(kept.statusCode, 200)
  })

  it("takes the typed-in details out of a shopper's untouched basket and keeps the prints", async () => {
    const { visitor } = await signedInVisitor(testApp)
    const uuid = await readyBasket(visitor, ids)
    const basket = await untouchedFor(uuid, days + 1)
    await sweepUntouchedBaskets(db, days)
    assert.deepEqual(await rowsOf(basket.id), { baskets: 1, items: 1, addresses: 0 })
    const shown = await visitor.get(`/v1/baskets/${uuid}`)
    assert.equal(shown.statusCode, 200)

    // A change on the last day starts the period again.
    const { visitor: other } = await signedInVisitor(testApp)
    const busy = await untouchedFor(await readyBasket(other, ids), days + 1)
    const changed = await other.patch(`/v1/baskets/${busy.uuid}`, { note: 'Zabalit jako dárek' })
    assert.equal(changed.statusCode, 200, changed.body)
    await sweepUntouchedBaskets(db, days)
    assert.deepEqual(await rowsOf(busy.id), { baskets: 1, items: 1, addresses: 1 })
  })

  it('an order keeps its own copy of the details when its basket loses them', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const uuid = await readyBasket(visitor, ids)
    const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
    assert.equal(placed.statusCode, 201, placed.body)
    const basket = await untouchedFor(uuid, days + 1)
    await sweepUntouchedBaskets(db, days)
    assert.equal((await rowsOf(basket.id)).addresses, 0)
    const [order] = await db.select().from(orders).where(eq(orders.basketId, basket.id))
    assert.equal(order!.billing.last_name, 'Nováková')
    assert.equal(order!.billing.phone_number, '+420777123456')
  })

  it('every API process sweeps them every hour', async () => {
    mock.timers.enable({ apis: ['setInterval'] })
    try {
      const apiProcess = await build()
      const visitor = apiProcess.visitor()
      const uuid = await readyBasket(visitor, ids)
      const [basket] = await apiProcess.database.db
        .update(baskets)
        .set({ updatedAt: ago(days + 1) })
        .where(eq(baskets.uuid, uuid))
        .returning()
      mock.timers.tick(HOURLY)
      for (let waited = 0; waited < 50; waited++) {
        if ((await visitor.get(`/v1/baskets/${uuid}`)).statusCode === 404) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      assert.equal((await visitor.get(`/v1/baskets/${basket!.uuid}`)).statusCode, 404)
    } finally {
      mock.timers.reset()
    }
  })

  it('deletes reset and verification links a day after their use or expiry, and no live one', async () => {
    const { userId } = await signedInVisitor(testApp)
    const hash = (name: string) => `${name}-${process.pid}-${userId}`
    const links = [
      { name: 'used two days ago', usedAt: ago(2), expiresAt: ago(1.9), gone: true },
      { name: 'expired two days ago', usedAt: null, expiresAt: ago(2), gone: true },
      { name: 'used an hour ago', usedAt: ago(1 / 24), expiresAt: ago(-1), gone: false },
      { name: 'expired an hour ago', usedAt: null, expiresAt: ago(1 / 24), gone: false },
      { name: 'live', usedAt: null, expiresAt: ago(-1), gone: false },
    ]
    for (const { name, usedAt, expiresAt } of links) {
      const row = { userId, tokenHash: hash(name), usedAt, expiresAt }
      await db.insert(passwordResets).values(row)
      await db.insert(emailVerifications).values({ ...row, email: 'jana@example.cz' })
    }

    const swept = await sweepSpentLinks(db)
    assert.ok(swept.resets >= 2 && swept.verifications >= 2)
    const kept = links.filter((link) => !link.gone).map((link) => hash(link.name))
    const hashes = links.map((link) => hash(link.name))
    const left = async (table: typeof passwordResets | typeof emailVerifications) =>
      (await db.select().from(table).where(inArray(table.tokenHash, hashes)))
        .map((row) => row.tokenHash)
        .sort()
    assert.deepEqual(await left(passwordResets), [...kept].sort())
    assert.deepEqual(await left(emailVerifications), [...kept].sort())
  })
})
