import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { coupons, images } from '../../src/db/schema.js'
import { build } from '../helper.js'
import { priceListSnapshot, sizeOf } from './prices-fixtures.js'
import { runTool } from './tool.js'

// The real tool against the real API on a free port, as the owner runs it.
const testApp = await build()
const db = testApp.database.db
await testApp.app.listen({ port: 0, host: '127.0.0.1' })
const { port } = testApp.app.server.address() as AddressInfo

function shop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return shopIn('en_GB.UTF-8', ...args)
}

function shopIn(
  lang: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env
  return runTool(args, {
    ...env,
    SHOP_API_URL: `http://127.0.0.1:${port}/v1`,
    OWNER_TOKEN: DEMO_OWNER_TOKEN,
    LANG: lang,
  })
}

describe('npm run shop -- prices', () => {
  it('lists a layout with its size ids, papers and custom rate', async () => {
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    const result = await shop('prices', 'list', '--layout', 'fotografie')
    assert.equal(result.code, 0, result.stderr)
    assert.match(result.stdout, /^fotografie: Photo print$/m)
    assert.match(result.stdout, new RegExp(`^  ${smallest.id} +150 × 100 +12,00 Kč +0,50 €$`, 'm'))
    assert.match(
      result.stdout,
      /papers \(surcharge\): lesky 0 %, matny 0 %, satenovy 0 %, fine-art 35 %/,
    )
    assert.match(result.stdout, /base 2,00 Kč \/ 0,10 €, per m² 1 470,00 Kč \/ 65,00 €/)
    assert.match(
      result.stdout,
      /"from" price of the pictures \(the cheapest print\): 12,00 Kč \/ 0,50 €/,
    )
  })

  it('refuses a price of -1 however it is written, with its own message and exit code 2, changing nothing', async () => {
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    const before = await priceListSnapshot(db)
    for (const args of [['--czk=-1'], ['--czk', '-1'], ['--eur', '-1'], ['--eur=-1,50']]) {
      const result = await shop('prices', 'size', String(smallest.id), ...args)
      assert.equal(result.code, 2, args.join(' '))
      assert.match(result.stderr, /^--(czk|eur) cannot be negative \(-1(,50)?\): give 0 or more$/m)
      assert.doesNotMatch(result.stderr, /ambiguous/)
      assert.match(result.stderr, /usage: npm run shop -- prices size <size-id>/)
    }
    const czech = await shopIn('cs_CZ.UTF-8', 'prices', 'size', String(smallest.id), '--czk', '-1')
    assert.equal(czech.code, 2)
    assert.match(czech.stderr, /^--czk nemůže být záporné \(-1\): zadejte 0 nebo víc$/m)
    const words = await shop('prices', 'size', String(smallest.id), '--eur', 'abc')
    assert.equal(words.code, 2)
    assert.match(words.stderr, /--eur must be an amount such as 1290 or 12\.90, not "abc"/)
    assert.deepEqual(await priceListSnapshot(db), before)
  })

  it('passes on what the API refuses with exit code 1', async () => {
    const before = await priceListSnapshot(db)
    const unknown = await shop('prices', 'size', '999999', '--czk', '100')
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /There is no size with id 999999/)
    const halfCrown = await shop('prices', 'size', '1', '--czk', '99.50')
    assert.equal(halfCrown.code, 1)
    assert.match(halfCrown.stderr, /price_czk: A price in crowns must be whole crowns\./)
    const paper = await shop('prices', 'paper', 'lesky', '--surcharge', '301')
    assert.equal(paper.code, 1)
    assert.match(paper.stderr, /surcharge_percent: The value must be no more than 300\./)
    assert.deepEqual(await priceListSnapshot(db), before)
  })

  it('shows a dry run, then changes a price and the pictures\' "from" price', async () => {
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    const before = await priceListSnapshot(db)
    const dry = await shop('prices', 'size', String(smallest.id), '--czk', '10', '--dry-run')
    assert.equal(dry.code, 0, dry.stderr)
    assert.match(dry.stderr, /dry run: nothing is written/)
    assert.match(dry.stdout, /CZK: 12,00 Kč → 10,00 Kč/)
    assert.match(dry.stdout, /pictures that would be repriced: \d+/)
    assert.deepEqual(await priceListSnapshot(db), before)

    const result = await shop('prices', 'size', String(smallest.id), '--czk', '10', '--eur', '0.40')
    assert.equal(result.code, 0, result.stderr)
    assert.match(
      result.stdout,
      new RegExp(`^size ${smallest.id} \\(fotografie, 150 × 100 mm\\)$`, 'm'),
    )
    assert.match(result.stdout, /^ {2}CZK: 12,00 Kč → 10,00 Kč$/m)
    assert.match(result.stdout, /^ {2}EUR: 0,50 € → 0,40 €$/m)
    assert.match(
      result.stdout,
      /"from" price of the pictures: 12,00 Kč \/ 0,50 € → 10,00 Kč \/ 0,40 €/,
    )
    assert.match(result.stdout, /pictures repriced: [1-9]\d*/)
    assert.equal((await sizeOf(db, 'fotografie', 150, 100)).priceCzk, 10_00)
    const [picture] = await db.select().from(images).limit(1)
    assert.deepEqual([picture!.fromPriceCzk, picture!.fromPriceEur], [10_00, 40])
  })

  it('answers --help with the usage, the options and an example', async () => {
    const help = await shop('prices', 'size', '--help')
    assert.equal(help.code, 0)
    assert.match(
      help.stdout,
      /^usage: npm run shop -- prices size <size-id> \[--czk <amount>\] \[--eur <amount>\] \[--dry-run\]$/m,
    )
    assert.match(help.stdout, /example: npm run shop -- prices size 12 --czk 1290 --eur 52\.90/)
    const group = await shop('prices', '--help')
    assert.equal(group.code, 0)
    for (const action of ['list', 'size', 'paper', 'custom'])
      assert.match(group.stdout, new RegExp(`prices ${action} `))
  })
})

describe('npm run shop -- coupons', () => {
  it('creates a code and lists it', async () => {
    const created = await shop(
      'coupons',
      'create',
      'zima27',
      '--czk',
      '150',
      '--eur',
      '6',
      '--layouts',
      'plakat,fotografie',
      '--from',
      '2027-01-01',
      '--until',
      '2027-02-28',
      '--limit',
      '200',
    )
    assert.equal(created.code, 0, created.stderr)
    assert.match(created.stdout, /^created ZIMA27: 150,00 Kč \/ 6,00 € off$/m)
    const [stored] = await db.select().from(coupons).where(eq(coupons.code, 'ZIMA27'))
    // Prague days: from the start of 1 January to the end of 28 February (CET, UTC+1).
    assert.equal(stored!.validFrom!.toISOString(), '2026-12-31T23:00:00.000Z')
    assert.equal(stored!.validUntil!.toISOString(), '2027-02-28T23:00:00.000Z')
    assert.deepEqual(stored!.layoutSlugs, ['plakat', 'fotografie'])

    const listed = await shop('coupons', 'list')
    assert.equal(listed.code, 0, listed.stderr)
    assert.match(
      listed.stdout,
      /^code +discount +layouts +minimum order +valid +used\/limit +status$/m,
    )
    assert.match(
      listed.stdout,
      /^ZIMA27 +150,00 Kč \/ 6,00 € +plakat,fotografie +- +2027-01-01…2027-02-28 +0\/200 +scheduled$/m,
    )
    assert.doesNotMatch(listed.stdout, /LETO26/)
    const all = await shop('coupons', 'list', '--all')
    assert.match(all.stdout, /^LETO26 +20 % +all +- +2026-06-01…2026-08-31 +0\/∞ +expired$/m)
  })

  it('refuses bad input: usage mistakes exit 2, what the API refuses exits 1', async () => {
    const both = await shop('coupons', 'create', 'OBOJI', '--percent', '10', '--czk', '100')
    assert.equal(both.code, 2)
    assert.match(both.stderr, /give either --percent or --czk with --eur, not both/)
    const badDay = await shop(
      'coupons',
      'create',
      'DEN',
      '--percent',
      '10',
      '--until',
      '2027-02-30',
    )
    assert.equal(badDay.code, 2)
    assert.match(badDay.stderr, /--until must be a day such as 2026-12-31, not "2027-02-30"/)
    const taken = await shop('coupons', 'create', 'vitejte10', '--percent', '10')
    assert.equal(taken.code, 1)
    assert.match(taken.stderr, /code: The discount code VITEJTE10 already exists\./)
    const unknown = await shop('coupons', 'expire', 'NEEXISTUJE')
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /There is no discount code NEEXISTUJE\./)
  })

  it('expires a code', async () => {
    const result = await shop('coupons', 'expire', 'obraz200')
    assert.equal(result.code, 0, result.stderr)
    assert.match(result.stdout, /^OBRAZ200: active → stopped \(used 0 times\)$/m)
    const [stored] = await db.select().from(coupons).where(eq(coupons.code, 'OBRAZ200'))
    assert.equal(stored!.active, false)
  })
})
