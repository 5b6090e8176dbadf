import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import { carouselItems, images } from '../../src/db/schema.js'
import { signedInVisitor, type Visitor } from '../helper.js'
import {
  includedOf,
  newBasket,
  photoPrint,
  readyBasket,
  shopIds,
} from '../routes/baskets/fixtures.js'
import { ownerCall, pictureApp } from './pictures-fixtures.js'

const testApp = await pictureApp()
const ids = await shopIds(testApp)
const db = testApp.database.db

type Resource = {
  id: string
  type: string
  attributes: Record<string, unknown>
  relationships?: Record<string, { data: { id: string } | { id: string }[] | null }>
}

const get = async (url: string, visitor: Visitor = testApp.visitor()) => {
  const response = await visitor.get(url)
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`)
  return response.json() as {
    data: Resource[]
    included?: Resource[]
    meta?: Record<string, unknown>
  }
}
const idsOf = (resources: Resource[] = []) => resources.map((resource) => resource.id)
const relatedId = (resource: Resource, name: string) =>
  (resource.relationships![name]!.data as { id: string } | null)?.id

/** Image counts per category and subcategory id, as the storefront's menus get them. */
async function imageCounts() {
  const { data, included } = await get('/v1/categories')
  return new Map(
    [...data, ...(included ?? [])].map((resource) => [
      `${resource.type}/${resource.id}`,
      resource.attributes.image_count as number,
    ]),
  )
}

/** Every shopper-facing read that lists pictures, as one snapshot. */
async function shopperReads(visitor: Visitor, imageId: string) {
  const { data: carousel, included: carouselImages } = await get('/v1/homepage/carousel_items')
  const promoted = await get('/v1/homepage/promoted_categories')
  const recommended = await get('/v1/homepage/recommended_categories')
  const catalogue = await get('/v1/images?per_page=100')
  const popular = await get('/v1/homepage/popular_products?per_page=100')
  const [row] = await db
    .select({ name: images.name })
    .from(images)
    .where(eq(images.id, Number(imageId)))
  const search = await get(`/v1/images?filter[search]=${encodeURIComponent(row!.name.cs)}`)
  const byId = await get(`/v1/images?filter[id]=${imageId}&facets=colors`)
  return {
    catalogue: { ids: idsOf(catalogue.data), total: catalogue.meta!.total as number },
    popular: { ids: idsOf(popular.data), total: popular.meta!.total as number },
    search: idsOf(search.data),
    byId: { ids: idsOf(byId.data), facets: (byId.meta!.facets as { colors: object }).colors },
    imageId: (await visitor.get(`/v1/images/${imageId}`)).statusCode,
    carousel: carousel.map((item) => relatedId(item, 'image')),
    carouselImages: idsOf(carouselImages),
    covers: [...promoted.data, ...recommended.data].map((category) => relatedId(category, 'image')),
    recent: idsOf((await get('/v1/recent_images', visitor)).data),
    favourites: idsOf(
      (await get('/v1/favorites', visitor)).data.map((favourite) => ({
        id: relatedId(favourite, 'image')!,
        type: 'images',
        attributes: {},
      })),
    ),
    counts: await imageCounts(),
  }
}

describe('a hidden picture', () => {
  it('disappears from every shopper-facing read, and comes back when shown', async () => {
    // The carousel's first picture: it is on the home page, in the catalogue and in menus' counts.
    const [slide] = await db
      .select()
      .from(carouselItems)
      .orderBy(asc(carouselItems.position))
      .limit(1)
    const imageId = String(slide!.imageId)
    const { visitor } = await signedInVisitor(testApp)
    const filed = (await get(`/v1/images/${imageId}`, visitor)).data as unknown as Resource
    assert.equal(
      (await visitor.post('/v1/favorites', { image_id: Number(imageId) })).statusCode,
      201,
    )
    const before = await shopperReads(visitor, imageId)
    assert.ok(before.catalogue.ids.includes(imageId))
    assert.ok(before.popular.ids.includes(imageId))
    assert.ok(before.search.includes(imageId))
    assert.deepEqual(before.byId.ids, [imageId])
    assert.equal(before.imageId, 200)
    assert.ok(before.carousel.includes(imageId))
    assert.ok(before.recent.includes(imageId))
    assert.ok(before.favourites.includes(imageId))

    // Whichever category shows it as its cover gets another picture as the cover.
    assert.equal((await ownerCall(testApp, 'POST', `/pictures/${imageId}/hide`)).statusCode, 200)
    const after = await shopperReads(visitor, imageId)
    assert.ok(!after.catalogue.ids.includes(imageId))
    assert.equal(after.catalogue.total, before.catalogue.total - 1)
    assert.ok(!after.popular.ids.includes(imageId))
    assert.equal(after.popular.total, before.popular.total - 1)
    assert.ok(!after.search.includes(imageId))
    assert.deepEqual(after.byId, { ids: [], facets: {} })
    assert.equal(after.imageId, 404)
    assert.ok(!after.carousel.includes(imageId))
    assert.equal(after.carousel.length, before.carousel.length - 1, 'only its slide goes')
    assert.ok(!after.carouselImages.includes(imageId))
    assert.ok(!after.covers.includes(imageId))
    assert.ok(!after.recent.includes(imageId))
    assert.ok(!after.favourites.includes(imageId))
    const categories = (filed.relationships!.categories!.data as { id: string }[]).map(
      (category) => `categories/${category.id}`,
    )
    const subcategories = (filed.relationships!.subcategories!.data as { id: string }[]).map(
      (subcategory) => `subcategories/${subcategory.id}`,
    )
    for (const key of [...categories, ...subcategories])
      assert.equal(after.counts.get(key), before.counts.get(key)! - 1, key)
    // Its renditions stay: baskets and orders that hold it still show it.
    assert.equal((await visitor.get(`/v1/media/${imageId}/256.webp`)).statusCode, 200)

    assert.equal((await ownerCall(testApp, 'POST', `/pictures/${imageId}/show`)).statusCode, 200)
    const shown = await shopperReads(visitor, imageId)
    assert.deepEqual(shown, before)
  })

  it('gives its category another cover on the home page', async () => {
    const covers = async () =>
      (await get('/v1/homepage/promoted_categories')).data.map((category) =>
        relatedId(category, 'image'),
      )
    const before = await covers()
    const cover = before[0]!
    assert.equal((await ownerCall(testApp, 'POST', `/pictures/${cover}/hide`)).statusCode, 200)
    const after = await get('/v1/homepage/promoted_categories')
    const first = relatedId(after.data[0]!, 'image')
    assert.ok(first && first !== cover, `another cover than ${cover}`)
    assert.ok(!idsOf(after.included).includes(cover))
    assert.equal((await ownerCall(testApp, 'POST', `/pictures/${cover}/show`)).statusCode, 200)
    assert.deepEqual(await covers(), before)
  })

  it('cannot be added to a basket or favourites; a basket holding it cannot be ordered', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const picture = String(ids.image.id)
    const uuid = await readyBasket(visitor, ids)
    assert.equal((await ownerCall(testApp, 'POST', `/pictures/${picture}/hide`)).statusCode, 200)

    // Still shown in the basket, as no longer available, and out of its total.
    const basket = await visitor.get(`/v1/baskets/${uuid}`)
    assert.equal(basket.statusCode, 200)
    const [item] = includedOf(basket.json(), 'basket_items')
    assert.deepEqual([item!.attributes.available, item!.attributes.unit_price], [false, null])
    assert.deepEqual(idsOf(includedOf(basket.json(), 'images') as Resource[]), [picture])
    const checkout = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
    assert.equal(checkout.statusCode, 422)
    assert.ok(checkout.json().errors.basket_items, checkout.body)

    // Refused like a picture that does not exist.
    visitor.language = 'en'
    const other = await newBasket(visitor)
    const added = await visitor.post(`/v1/baskets/${other}/basket_items`, photoPrint(ids))
    const unknown = await visitor.post(
      `/v1/baskets/${other}/basket_items`,
      photoPrint(ids, { image_id: 999999 }),
    )
    assert.equal(added.statusCode, 422)
    assert.deepEqual(added.json(), unknown.json())
    const favourite = await visitor.post('/v1/favorites', { image_id: Number(picture) })
    assert.equal(favourite.statusCode, 422)
    assert.deepEqual(favourite.json().errors, { image_id: ['This value is not valid.'] })

    // Shown again, the basket can be ordered.
    assert.equal((await ownerCall(testApp, 'POST', `/pictures/${picture}/show`)).statusCode, 200)
    const available = includedOf((await visitor.get(`/v1/baskets/${uuid}`)).json(), 'basket_items')
    assert.equal(available[0]!.attributes.available, true)
    const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
    assert.equal(placed.statusCode, 201, placed.body)
  })
})
