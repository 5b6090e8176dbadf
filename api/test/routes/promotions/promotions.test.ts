import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { carouselItems, promotions } from '../../../src/db/schema.js'
import { build, type Resource } from '../../helper.js'

const testApp = await build()
const db = testApp.database.db
const DAY = 86_400_000

async function get(path: string, language: string) {
  const response = await testApp.app.inject({
    url: `/v1${path}`,
    headers: { 'accept-language': language },
  })
  assert.equal(response.statusCode, 200, response.body)
  return (response.json() as { data: Resource[] }).data
}

/** The seeded Christmas promotion moved to run from `startsIn` to `endsIn` days from now. */
async function christmasRuns(startsIn: number, endsIn: number, countries = ['CZ', 'SK']) {
  await db
    .update(promotions)
    .set({
      startsAt: new Date(Date.now() + startsIn * DAY),
      endsAt: new Date(Date.now() + endsIn * DAY),
      countries,
    })
    .where(eq(promotions.slug, 'vanoce26'))
}

const slugs = (data: Resource[]) => data.map((promotion) => promotion.attributes.slug)
const slideLinks = (data: Resource[]) => data.map((slide) => slide.attributes.link)

describe('promotions on the pages', () => {
  it('serves a running promotion with its start and end, on the slide and in /promotions', async () => {
    await christmasRuns(-1, 10)
    const [promotion] = await get('/promotions', 'cs')
    assert.deepEqual(promotion?.attributes, {
      slug: 'vanoce26',
      coupon_code: 'VANOCE26',
      starts_at: (await db.select().from(promotions))[0]!.startsAt.toISOString(),
      ends_at: (await db.select().from(promotions))[0]!.endsAt.toISOString(),
      countries: ['CZ', 'SK'],
      link: '/akce01',
    })
    const slides = await get('/homepage/carousel_items', 'cs')
    const christmas = slides.find((slide) => slide.attributes.promotion === 'vanoce26')
    assert.ok(christmas, 'the Christmas slide is shown')
    assert.equal(christmas.attributes.ends_at, promotion.attributes.ends_at)
    assert.equal(christmas.attributes.starts_at, promotion.attributes.starts_at)
    // A slide without a promotion says so.
    const plain = slides.find((slide) => slide.attributes.link === '/kategorie/priroda')
    assert.equal(plain?.attributes.promotion, null)
    assert.equal(plain?.attributes.ends_at, null)
  })

  it('hides a promotion not started yet and one that has ended, and keeps the other slides', async () => {
    for (const [startsIn, endsIn] of [
      [1, 10],
      [-10, -1],
    ] as const) {
      await christmasRuns(startsIn, endsIn)
      assert.deepEqual(await get('/promotions', 'cs'), [])
      assert.deepEqual(slideLinks(await get('/homepage/carousel_items', 'cs')), [
        '/kategorie/priroda',
        '/kategorie/abstrakce',
        '/kategorie/novinky',
      ])
    }
  })

  it('ends at its end: a moment after it, it is gone', async () => {
    await db
      .update(promotions)
      .set({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 1500) })
      .where(eq(promotions.slug, 'vanoce26'))
    assert.deepEqual(slugs(await get('/promotions', 'sk')), ['vanoce26'])
    await new Promise((resolve) => setTimeout(resolve, 1600))
    assert.deepEqual(await get('/promotions', 'sk'), [])
  })

  it("shows a promotion only in the languages of its countries (en: any country's)", async () => {
    await christmasRuns(-1, 10, ['CZ', 'SK'])
    const shownIn = async () => {
      const shown: string[] = []
      for (const language of ['cs', 'sk', 'de', 'en']) {
        const promotionsShown = slugs(await get('/promotions', language))
        const slides = await get('/homepage/carousel_items', language)
        const slideShown = slides.some((slide) => slide.attributes.promotion === 'vanoce26')
        assert.equal(slideShown, promotionsShown.includes('vanoce26'), language)
        if (slideShown) shown.push(language)
      }
      return shown
    }
    assert.deepEqual(await shownIn(), ['cs', 'sk', 'en'])
    await christmasRuns(-1, 10, ['AT'])
    assert.deepEqual(await shownIn(), ['de', 'en'])
    await christmasRuns(-1, 10, ['SK'])
    assert.deepEqual(await shownIn(), ['sk', 'en'])
  })

  it('seeds the Christmas slide linked to its promotion', async () => {
    const [row] = await db
      .select({ link: carouselItems.link, slug: promotions.slug })
      .from(carouselItems)
      .innerJoin(promotions, eq(promotions.id, carouselItems.promotionId))
    assert.deepEqual(row, { link: '/akce01', slug: 'vanoce26' })
  })
})
