import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { asc, desc, eq, like } from 'drizzle-orm'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { promotions, securityEvents } from '../../src/db/schema.js'
import fc from 'fast-check'
import { hostileBody, jsonContentType } from '../fuzz-bodies.js'
import { build } from '../helper.js'
import { owner } from './prices-fixtures.js'
import { runTool } from './tool.js'

const testApp = await build()
const { app } = testApp
const db = testApp.database.db
const call = owner(testApp)
const DAY = 86_400_000

const allPromotions = () => db.select().from(promotions).orderBy(asc(promotions.id))
const shownInCzech = async () => {
  const response = await app.inject({ url: '/v1/promotions', headers: { 'accept-language': 'cs' } })
  return (response.json() as { data: { attributes: { slug: string } }[] }).data.map(
    (promotion) => promotion.attributes.slug,
  )
}

const spring = () => ({
  slug: 'jaro27',
  coupon_code: 'vitejte10',
  starts_at: new Date(Date.now() - DAY).toISOString(),
  ends_at: new Date(Date.now() + 30 * DAY).toISOString(),
  countries: ['cz', 'SK'],
  link: '/kategorie/priroda',
})

describe('POST /owner/promotions', () => {
  it('creates a promotion, shown at once where it applies', async () => {
    const body = spring()
    const dry = await call('POST', '/promotions?dry_run=true', body)
    assert.equal(dry.statusCode, 200, dry.body)
    assert.equal(dry.json().data.dry_run, true)
    assert.equal((await allPromotions()).length, 1, 'a dry run writes nothing')

    const response = await call('POST', '/promotions', body)
    assert.equal(response.statusCode, 201, response.body)
    assert.deepEqual(response.json().data.promotion, {
      slug: 'jaro27',
      coupon_code: 'VITEJTE10',
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      countries: ['CZ', 'SK'],
      link: '/kategorie/priroda',
      status: 'running',
      slides: 1,
    })
    assert.ok((await shownInCzech()).includes('jaro27'))
    // The slide leading to its page now advertises it, and goes when it ends.
    const slides = await app.inject({ url: '/v1/homepage/carousel_items' })
    const nature = (slides.json() as { data: { attributes: Record<string, unknown> }[] }).data.find(
      (slide) => slide.attributes.link === '/kategorie/priroda',
    )
    assert.equal(nature?.attributes.promotion, 'jaro27')
    assert.equal(nature?.attributes.ends_at, body.ends_at)
  })

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await allPromotions()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: 'Jaro 27' }, 'slug', 'lower-case letters'],
      [{ slug: 'jaro27' }, 'slug', 'already exists'],
      [{ link: 'https://elsewhere.example/' }, 'link', 'page of the shop'],
      [{ countries: [] }, 'countries', 'at least one country'],
      [{ countries: ['CZ', 'US'] }, 'countries', '"US" is not the code of an EU member state'],
      [{ ends_at: new Date(Date.now() - 2 * DAY).toISOString() }, 'ends_at', 'after its start'],
      [
        {
          starts_at: new Date(Date.now() - 9 * DAY).toISOString(),
          ends_at: new Date(Date.now() - DAY).toISOString(),
        },
        'ends_at',
        'already passed',
      ],
      [{ coupon_code: 'NOSUCHCODE' }, 'coupon_code', 'no discount code NOSUCHCODE'],
    ]
    for (const [change, field, message] of cases) {
      const response = await call('POST', '/promotions', { ...spring(), slug: 'leto27', ...change })
      assert.equal(response.statusCode, 422, `${JSON.stringify(change)}: ${response.body}`)
      const errors = response.json().errors as Record<string, string[]>
      assert.match(errors[field]?.[0] ?? '', new RegExp(message), JSON.stringify(errors))
    }
    for (const broken of [
      { ...spring(), slug: 'leto27', starts_at: 'tomorrow' },
      { ...spring(), slug: 'leto27', countries: [42] },
      { slug: 'leto27' },
    ]) {
      const response = await call('POST', '/promotions', broken)
      assert.ok([400, 422].includes(response.statusCode), response.body)
    }
    assert.deepEqual(await allPromotions(), before)
  })
})

describe('hostile bodies', () => {
  it('never answer 5xx and never write a promotion', async () => {
    const before = await allPromotions()
    const fields = ['slug', 'coupon_code', 'starts_at', 'ends_at', 'countries', 'link']
    await fc.assert(
      fc.asyncProperty(hostileBody(fields), jsonContentType, async (body, type) => {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/owner/promotions',
          headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}`, 'content-type': type },
          payload: body,
        })
        assert.ok(response.statusCode < 500, `${body.slice(0, 200)} → ${response.body}`)
      }),
      { numRuns: 150 },
    )
    assert.deepEqual(await allPromotions(), before)
  })
})

describe('POST /owner/promotions/{slug}/end', () => {
  it('ends a running promotion at once, in the API and the carousel', async () => {
    await db
      .update(promotions)
      .set({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 9 * DAY) })
      .where(eq(promotions.slug, 'vanoce26'))
    assert.ok((await shownInCzech()).includes('vanoce26'))

    const dry = await call('POST', '/promotions/vanoce26/end?dry_run=true')
    assert.equal(dry.statusCode, 200, dry.body)
    assert.ok((await shownInCzech()).includes('vanoce26'), 'a dry run ends nothing')

    const response = await call('POST', '/promotions/vanoce26/end')
    assert.equal(response.statusCode, 200, response.body)
    const { promotion, before, changed } = response.json().data
    assert.equal(before, 'running')
    assert.equal(changed, true)
    assert.equal(promotion.status, 'ended')
    assert.ok(new Date(promotion.ends_at).getTime() <= Date.now())
    assert.ok(!(await shownInCzech()).includes('vanoce26'))
    const slides = await app.inject({ url: '/v1/homepage/carousel_items' })
    assert.ok(!slides.body.includes('/akce01'), 'the slide is gone with it')

    const again = await call('POST', '/promotions/vanoce26/end')
    assert.equal(again.json().data.changed, false)
  })

  it('cancels a scheduled one, and answers 404 for an unknown one', async () => {
    const created = await call('POST', '/promotions', {
      ...spring(),
      slug: 'podzim27',
      starts_at: new Date(Date.now() + 5 * DAY).toISOString(),
    })
    assert.equal(created.json().data.promotion.status, 'scheduled')
    const ended = await call('POST', '/promotions/podzim27/end')
    assert.equal(ended.json().data.before, 'scheduled')
    const [row] = await db.select().from(promotions).where(eq(promotions.slug, 'podzim27'))
    assert.ok(row!.startsAt.getTime() <= row!.endsAt.getTime())

    const before = await allPromotions()
    const unknown = await call('POST', '/promotions/nic/end')
    assert.equal(unknown.statusCode, 404)
    assert.match(unknown.body, /There is no promotion \\"nic\\"/)
    assert.deepEqual(await allPromotions(), before)
  })

  it('lists the running and scheduled ones, or all; every change is in the security log, a refusal as refused', async () => {
    const running = (await call('GET', '/promotions')).json().data as { slug: string }[]
    assert.deepEqual(
      running.map((promotion) => promotion.slug),
      ['jaro27'],
    )
    const all = (await call('GET', '/promotions?all=true')).json().data as { slug: string }[]
    assert.deepEqual(all.map((promotion) => promotion.slug).sort(), [
      'jaro27',
      'podzim27',
      'vanoce26',
    ])
    const [event] = await db
      .select({ detail: securityEvents.detail })
      .from(securityEvents)
      .where(like(securityEvents.type, 'owner.changed'))
      .orderBy(desc(securityEvents.id))
      .limit(1)
    assert.deepEqual(event?.detail, {
      method: 'POST',
      route: '/v1/owner/promotions/:slug/end',
      status: 200,
      dry_run: false,
      slug: 'podzim27',
      status_before: 'scheduled',
      status_after: 'ended',
      changed: true,
    } as unknown)
    const [refused] = await db
      .select({ detail: securityEvents.detail })
      .from(securityEvents)
      .where(like(securityEvents.type, 'owner.change_refused'))
      .orderBy(desc(securityEvents.id))
      .limit(1)
    assert.deepEqual(refused?.detail, {
      method: 'POST',
      route: '/v1/owner/promotions/:slug/end',
      status: 404,
      dry_run: false,
      slug: 'nic',
      status_before: null,
      status_after: null,
      changed: null,
    } as unknown)
  })
})

// The owner's tool as its own process against the real API on a free port.
let apiUrl = ''
before(async () => {
  apiUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/v1`
})

function shop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runTool(['promotions', ...args], {
    ...process.env,
    SHOP_API_URL: apiUrl,
    OWNER_TOKEN: DEMO_OWNER_TOKEN,
    LANG: 'en',
  })
}

describe('npm run shop -- promotions', () => {
  it('creates, lists and ends a promotion, with --dry-run and exit codes', async () => {
    const args = ['create', 'zima27', '--from', '2026-01-01', '--until', '2099-01-31']
    const options = ['--countries', 'de,at', '--link', '/akce01']
    const dry = await shop(...args, ...options, '--dry-run')
    assert.equal(dry.code, 0, dry.stderr)
    assert.match(dry.stdout, /would create zima27/)
    assert.equal(
      (await db.select().from(promotions).where(eq(promotions.slug, 'zima27'))).length,
      0,
    )

    const created = await shop(...args, ...options)
    assert.equal(created.code, 0, created.stderr)
    assert.match(created.stdout, /zima27 +- +2026-01-01…2099-01-31 +DE,AT +\/akce01 +running/)

    const listed = await shop('list')
    assert.equal(listed.code, 0, listed.stderr)
    assert.match(listed.stdout, /^zima27 /m)

    const ended = await shop('end', 'zima27')
    assert.equal(ended.code, 0, ended.stderr)
    assert.match(ended.stdout, /zima27: running → ended at/)

    const refused = await shop(...args, ...options)
    assert.equal(refused.code, 1)
    assert.match(refused.stderr, /slug: The promotion "zima27" already exists/)

    const usage = await shop('create', 'jaro28', '--from', '2027-03-01')
    assert.equal(usage.code, 2)
    assert.match(usage.stderr, /give --until/)
    const help = await shop('end', '--help')
    assert.equal(help.code, 0)
    assert.match(help.stdout, /usage: npm run shop -- promotions end <slug> \[--dry-run\]/)
  })
})
