import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  banners,
  carouselItems,
  promotedCategories,
  recommendedCategories,
} from '../../../src/seed/data/homepage.js'
import { loginScreens } from '../../../src/seed/data/login-screens.js'
import { promotions } from '../../../src/db/schema.js'
import { build, type Resource } from '../../helper.js'

const testApp = await build()
// The Christmas slide is shown only while its promotion runs: let it run whatever today's date.
await testApp.database.db
  .update(promotions)
  .set({ startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 86_400_000) })

interface Body {
  data: Resource[]
  included?: Resource[]
  meta?: { total: number; per_page: number; current_page: number; last_page: number }
  errors?: Record<string, string[]>
}

async function get(path: string, language = 'cs') {
  const response = await testApp.app.inject({
    url: `/v1/homepage/${path}`,
    headers: { 'accept-language': language },
  })
  return { response, body: response.json() as Body }
}

function assertImagesIncluded(body: Body) {
  const included = new Set((body.included ?? []).map((item) => `${item.type}:${item.id}`))
  for (const item of body.data) {
    const image = item.relationships.image!.data as { type: string; id: string }
    assert.equal(image.type, 'images')
    assert.ok(included.has(`images:${image.id}`), `image ${image.id} is included`)
  }
}

test('carousel items come in the seeded order with their images', async () => {
  const { response, body } = await get('carousel_items')
  assert.equal(response.statusCode, 200)
  assert.deepEqual(
    body.data.map((item) => item.attributes.title),
    carouselItems.map((item) => item.title.cs),
  )
  assert.deepEqual(
    body.data.map((item) => item.attributes.position),
    carouselItems.map((_, index) => index),
  )
  const first = body.data[0]!
  assert.equal(first.type, 'carousel_items')
  assert.equal(first.attributes.subtitle, carouselItems[0]!.subtitle.cs)
  assert.equal(first.attributes.button_label, carouselItems[0]!.buttonLabel.cs)
  assert.equal(first.attributes.link, carouselItems[0]!.link)
  assertImagesIncluded(body)

  const english = await get('carousel_items', 'en')
  assert.equal(english.response.headers['content-language'], 'en')
  assert.deepEqual(
    english.body.data.map((item) => item.attributes.title),
    carouselItems.map((item) => item.title.en),
  )
})

test('banners come in the seeded order with their images', async () => {
  const { body } = await get('banners', 'de')
  assert.equal(body.data[0]?.type, 'banners')
  assert.deepEqual(
    body.data.map((item) => item.attributes.title),
    banners.map((banner) => banner.title.de),
  )
  assert.deepEqual(
    body.data.map((item) => item.attributes.text),
    banners.map((banner) => banner.text.de),
  )
  assert.deepEqual(
    body.data.map((item) => item.attributes.link),
    banners.map((banner) => banner.link),
  )
  assertImagesIncluded(body)
  const image = body.included![0]!
  assert.equal(image.attributes.currency, 'EUR')
})

for (const [path, slugs] of [
  ['promoted_categories', promotedCategories],
  ['recommended_categories', recommendedCategories],
] as const) {
  test(`${path}: the chosen categories in order, each with an image`, async () => {
    const { response, body } = await get(`${path}?filter[frontend_client]=spa`)
    assert.equal(response.statusCode, 200)
    const listed = body.data.map((category) => category.attributes.slug)
    assert.deepEqual(
      listed,
      slugs.filter((slug) => listed.includes(slug)),
    )
    assert.ok(listed.length > 0)
    for (const category of body.data) {
      assert.equal(category.type, 'categories')
      for (const key of ['name', 'title', 'short_name', 'description', 'image_count'])
        assert.ok(key in category.attributes)
    }
    assertImagesIncluded(body)
    const subcategories = new Set(
      body.included!.filter((item) => item.type === 'subcategories').map((item) => item.id),
    )
    for (const category of body.data) {
      for (const child of category.relationships.subcategories!.data as { id: string }[])
        assert.ok(subcategories.has(child.id))
    }
    assert.equal((await get(`${path}?filter[frontend_client]=ios`)).response.statusCode, 422)
  })
}

test('popular products: 12 a page by default, with paging meta', async () => {
  const { response, body } = await get('popular_products')
  assert.equal(response.statusCode, 200)
  assert.equal(body.meta!.per_page, 12)
  assert.equal(body.data.length, Math.min(12, body.meta!.total))
  assert.equal(body.meta!.last_page, Math.ceil(body.meta!.total / 12))
  assert.ok(body.data.every((image) => image.type === 'images'))
  const second = await get('popular_products?per_page=6&page=2')
  assert.deepEqual(
    second.body.data.map((image) => image.id),
    body.data.slice(6, 12).map((image) => image.id),
  )
  const beyond = await get(`popular_products?page=${body.meta!.last_page + 1}`)
  assert.deepEqual(beyond.body.data, [])
  const tooMany = await get('popular_products?per_page=101')
  assert.equal(tooMany.response.statusCode, 422)
  assert.ok(tooMany.body.errors?.per_page?.[0])
})

test('login screens: all four, or the one filter[modal] names', async () => {
  const all = await get('login_screens?filter[frontend_client]=spa')
  assert.deepEqual(
    all.body.data.map((screen) => screen.attributes.modal),
    loginScreens.map((screen) => screen.modal),
  )

  const { body } = await get(
    'login_screens?filter[modal]=sign-in&filter[frontend_client]=spa',
    'en',
  )
  assert.equal(body.data.length, 1)
  const screen = body.data[0]!
  const seeded = loginScreens.find((item) => item.modal === 'sign-in')!
  assert.equal(screen.type, 'login_screens')
  assert.equal(screen.attributes.modal, 'sign-in')
  assert.equal(screen.attributes.title, seeded.title.en)
  assert.equal(screen.attributes.subtitle, seeded.subtitle.en)
  assert.deepEqual(
    screen.attributes.highlighted_points,
    seeded.highlightedPoints.map((point) => point.en),
  )
  const image = screen.attributes.image as { url: string; conversions: { wh1080: { url: string } } }
  assert.match(image.url, /\/v1\/media\/\d+\/1080\.jpg$/)
  assert.equal(image.conversions.wh1080.url, image.url)

  const czech = await get('login_screens?filter[modal]=MODAL_FORGOT_PASSWORD')
  assert.equal(
    czech.body.data[0]!.attributes.title,
    loginScreens.find((item) => item.modal === 'MODAL_FORGOT_PASSWORD')!.title.cs,
  )
  assert.deepEqual((await get('login_screens?filter[modal]=nothing-like-it')).body.data, [])
})

test("the demo's login screens promise no Google or Facebook sign-in a shop may not offer", () => {
  // The dialogs show those buttons, under an "or", only when the shop has their keys.
  for (const screen of loginScreens)
    for (const text of [screen.title, screen.subtitle, ...screen.highlightedPoints])
      for (const words of Object.values(text)) assert.doesNotMatch(words, /google|facebook/i)
})
