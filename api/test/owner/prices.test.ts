import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { loadPriceList, type PriceList } from '../../src/pricing/price-list.js'
import { images, papers } from '../../src/db/schema.js'
import { catalogueFromPrice } from '../../src/pricing/catalogue-from-price.js'
import { build } from '../helper.js'
import { includedOf, newBasket, photoPrint, shopIds } from '../routes/baskets/fixtures.js'
import { owner, priceListSnapshot, sizeOf } from './prices-fixtures.js'

const testApp = await build()
const db = testApp.database.db
const call = owner(testApp)
const ids = await shopIds(testApp)
const pictures = (await db.select({ n: count() }).from(images))[0]!.n

/** The price the basket charges for one print, as a shopper in this language adds it. */
async function charged(item: Record<string, unknown>, language = 'cs'): Promise<number> {
  const visitor = testApp.visitor()
  visitor.language = language
  const uuid = await newBasket(visitor)
  const response = await visitor.post(`/v1/baskets/${uuid}/basket_items`, item)
  assert.equal(response.statusCode, 201, response.body)
  const [line] = includedOf(response.json(), 'basket_items')
  return line!.attributes.unit_price as number
}

async function fromPriceShown(imageId: number, language: string): Promise<number> {
  const visitor = testApp.visitor()
  visitor.language = language
  const response = await visitor.get(`/v1/images/${imageId}`)
  assert.equal(response.statusCode, 200)
  return response.json().data.attributes.from_price as number
}

describe('GET /owner/prices', () => {
  it('lists every layout with its sizes, papers and custom rate, and the "from" price', async () => {
    const response = await call('GET', '/prices')
    assert.equal(response.statusCode, 200, response.body)
    const { layouts, from_price } = response.json().data
    assert.deepEqual(
      layouts.map((layout: { slug: string }) => layout.slug),
      ['fotografie', 'plakat', 'obraz-na-platne', 'fotoobraz-na-hlinikove-desce'],
    )
    const photo = layouts[0]
    assert.equal(photo.name, 'Photo print')
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    assert.deepEqual(photo.sizes[0], {
      id: smallest.id,
      width_mm: 150,
      height_mm: 100,
      price_czk: 12_00,
      price_eur: 50,
    })
    assert.deepEqual(
      photo.papers.map((paper: { slug: string; surcharge_percent: number }) => [
        paper.slug,
        paper.surcharge_percent,
      ]),
      [
        ['lesky', 0],
        ['matny', 0],
        ['satenovy', 0],
        ['fine-art', 35],
      ],
    )
    assert.deepEqual(photo.custom, {
      base_czk: 2_00,
      base_eur: 10,
      per_square_metre_czk: 1470_00,
      per_square_metre_eur: 65_00,
    })
    // The seed's "from" price and the price list's agree: nothing to reprice on a fresh shop.
    assert.deepEqual(from_price, { czk: 12_00, eur: 50 })
    const [picture] = await db.select().from(images).limit(1)
    assert.deepEqual([picture!.fromPriceCzk, picture!.fromPriceEur], [12_00, 50])
  })

  it('shows one layout, or says which one does not exist', async () => {
    const one = await call('GET', '/prices?layout=plakat')
    assert.deepEqual(
      one.json().data.layouts.map((layout: { slug: string }) => layout.slug),
      ['plakat'],
    )
    const unknown = await call('GET', '/prices?layout=tapeta', undefined, 'cs')
    assert.equal(unknown.statusCode, 404)
    assert.equal(unknown.json().message, 'Produkt „tapeta“ neexistuje.')
  })

  it('answers nobody without the owner token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/owner/prices' })
    assert.equal(response.statusCode, 401)
    const wrong = await testApp.app.inject({
      method: 'PATCH',
      url: '/v1/owner/prices/sizes/1',
      headers: { authorization: 'Bearer nope' },
      payload: { price_czk: 1_00 },
    })
    assert.equal(wrong.statusCode, 401)
  })
})

describe('catalogueFromPrice', () => {
  it('prices each layout on its cheapest paper and leaves out one that has none', async () => {
    const list: PriceList = await loadPriceList(db)
    const onlyFineArt = (paperIds: number[]) =>
      paperIds.filter((id) => list.papers.get(id)!.slug === 'fine-art')
    for (const layout of list.layouts.values())
      layout.paperIds = layout.slug === 'fotografie' ? onlyFineArt(layout.paperIds) : []
    // 12 Kč + 35 % = 16.20 Kč, rounded to 16 Kč; 0.50 € + 35 % = 0.675 €, rounded to 0.70 €.
    assert.deepEqual(catalogueFromPrice(list), { CZK: 16_00, EUR: 70 })
    for (const layout of list.layouts.values()) layout.paperIds = []
    assert.equal(catalogueFromPrice(list), null)
  })
})

describe('PATCH /owner/prices/sizes/{id}', () => {
  it('changes a price, and at once the pictures\' "from" price and what the basket charges', async () => {
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    const print = photoPrint(ids, { custom_width: 150, custom_height: 100 })
    assert.equal(await charged(print), 12_00)

    const response = await call('PATCH', `/prices/sizes/${smallest.id}`, {
      price_czk: 10_00,
      price_eur: 40,
    })
    assert.equal(response.statusCode, 200, response.body)
    assert.deepEqual(response.json().data, {
      subject: { id: smallest.id, layout: 'fotografie', width_mm: 150, height_mm: 100 },
      before: { price_czk: 12_00, price_eur: 50 },
      after: { price_czk: 10_00, price_eur: 40 },
      from_price: { before: { czk: 12_00, eur: 50 }, after: { czk: 10_00, eur: 40 } },
      pictures_repriced: pictures,
      dry_run: false,
    })
    assert.equal(await charged(print), 10_00)
    assert.equal(await charged(print, 'en'), 40)
    assert.equal(await fromPriceShown(ids.image.id, 'cs'), 10_00)
    assert.equal(await fromPriceShown(ids.image.id, 'de'), 40)
    const list = await testApp.visitor().get(`/v1/images?filter[id]=${ids.image.id}`)
    assert.equal(list.json().data[0].attributes.from_price, 10_00)

    // Dearer than the next size: the "from" price is now that one's (18 × 13 cm, 22 Kč / 0.90 €).
    const dearer = await call('PATCH', `/prices/sizes/${smallest.id}`, { price_czk: 30_00 })
    assert.deepEqual(dearer.json().data.after, { price_czk: 30_00, price_eur: 40 })
    assert.deepEqual(dearer.json().data.from_price.after, { czk: 22_00, eur: 40 })
    assert.equal(await fromPriceShown(ids.image.id, 'cs'), 22_00)
    await call('PATCH', `/prices/sizes/${smallest.id}`, { price_czk: 12_00, price_eur: 50 })
    assert.equal(await fromPriceShown(ids.image.id, 'cs'), 12_00)
  })

  it('on a dry run answers what would change and writes nothing', async () => {
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    const before = await priceListSnapshot(db)
    const response = await call('PATCH', `/prices/sizes/${smallest.id}?dry_run=true`, {
      price_czk: 9_00,
    })
    assert.equal(response.statusCode, 200, response.body)
    const data = response.json().data
    assert.equal(data.dry_run, true)
    assert.deepEqual(data.after, { price_czk: 9_00, price_eur: 50 })
    assert.deepEqual(data.from_price.after, { czk: 9_00, eur: 50 })
    assert.equal(data.pictures_repriced, pictures)
    assert.deepEqual(await priceListSnapshot(db), before)
  })

  it('refuses bad prices and unknown sizes with a message, changing nothing', async () => {
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    const before = await priceListSnapshot(db)
    const refusals: [unknown, string, Record<string, string[]>][] = [
      [{ price_czk: -1_00 }, 'en', { price_czk: ['The value must be at least 1.'] }],
      [{ price_czk: 0 }, 'en', { price_czk: ['The value must be at least 1.'] }],
      [{ price_czk: 'abc' }, 'en', { price_czk: ['This value is of the wrong type.'] }],
      [{ price_eur: 52.9 }, 'en', { price_eur: ['This value is of the wrong type.'] }],
      [
        { price_czk: 1290_50, price_eur: 52_95 },
        'cs',
        {
          price_czk: ['Cena v korunách musí být v celých korunách.'],
          price_eur: ['Cena v eurech musí být zaokrouhlená na desetníky (například 52,90 €).'],
        },
      ],
      [
        { price_czk: 600_000_00 },
        'en',
        { price_czk: ['The value must be no more than 50000000.'] },
      ],
    ]
    for (const [body, language, errors] of refusals) {
      const response = await call('PATCH', `/prices/sizes/${smallest.id}`, body, language)
      assert.equal(response.statusCode, 422, JSON.stringify(body))
      assert.deepEqual(response.json().errors, errors, JSON.stringify(body))
    }
    const empty = await call('PATCH', `/prices/sizes/${smallest.id}`, { price: 10_00 })
    assert.equal(empty.statusCode, 422)
    assert.equal(empty.json().message, 'Give at least one new price.')

    const unknown = await call('PATCH', '/prices/sizes/999999', { price_czk: 10_00 }, 'cs')
    assert.equal(unknown.statusCode, 404)
    assert.equal(
      unknown.json().message,
      'Rozměr s id 999999 neexistuje. Čísla rozměrů vypíše „prices list“.',
    )
    const notAnId = await call('PATCH', '/prices/sizes/abc', { price_czk: 10_00 })
    assert.equal(notAnId.statusCode, 404)
    assert.deepEqual(await priceListSnapshot(db), before)
  })
  it('takes two changes at once in turn: the "from" price is the final price list\'s', async () => {
    const smallest = await sizeOf(db, 'fotografie', 150, 100)
    const next = await sizeOf(db, 'fotografie', 180, 130)
    const answers = await Promise.all([
      call('PATCH', `/prices/sizes/${smallest.id}`, { price_czk: 11_00 }),
      call('PATCH', `/prices/sizes/${next.id}`, { price_czk: 5_00 }),
    ])
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200],
    )
    assert.deepEqual(catalogueFromPrice(await loadPriceList(db)), { CZK: 5_00, EUR: 50 })
    const stored = await db
      .selectDistinct({ czk: images.fromPriceCzk, eur: images.fromPriceEur })
      .from(images)
    assert.deepEqual(stored, [{ czk: 5_00, eur: 50 }])
    await call('PATCH', `/prices/sizes/${smallest.id}`, { price_czk: 12_00 })
    await call('PATCH', `/prices/sizes/${next.id}`, { price_czk: 22_00 })
    assert.equal(await fromPriceShown(ids.image.id, 'cs'), 12_00)
  })
})

describe('PATCH /owner/prices/papers/{slug}', () => {
  it('changes a paper\'s surcharge, charged at once; the "from" price keeps the cheapest paper', async () => {
    const print = photoPrint(ids, { custom_width: 600, custom_height: 400 })
    assert.equal(await charged(print), 349_00)
    const response = await call('PATCH', '/prices/papers/lesky', { surcharge_percent: 10 })
    assert.equal(response.statusCode, 200, response.body)
    const data = response.json().data
    assert.deepEqual(data.before, { surcharge_percent: 0 })
    assert.deepEqual(data.after, { surcharge_percent: 10 })
    // Matte paper still has none: the cheapest print costs what it did.
    assert.deepEqual(data.from_price, {
      before: { czk: 12_00, eur: 50 },
      after: { czk: 12_00, eur: 50 },
    })
    assert.equal(data.pictures_repriced, 0)
    assert.equal(await charged(print), 384_00) // 349 Kč + 10 % = 383.90, rounded to whole crowns
    await call('PATCH', '/prices/papers/lesky', { surcharge_percent: 0 })
  })

  it('reprices the pictures when every paper of the cheapest layout costs more', async () => {
    const before = await priceListSnapshot(db)
    for (const slug of ['lesky', 'matny', 'satenovy'])
      await call('PATCH', `/prices/papers/${slug}?dry_run=true`, { surcharge_percent: 50 })
    assert.deepEqual(await priceListSnapshot(db), before, 'dry runs write nothing')

    const changes = []
    for (const slug of ['lesky', 'matny', 'satenovy'])
      changes.push(
        (await call('PATCH', `/prices/papers/${slug}`, { surcharge_percent: 50 })).json(),
      )
    // Fine Art's 35 % is now the photo print's cheapest paper: 12 Kč + 35 % = 16.20 Kč, rounded
    // to 16 Kč; 0.50 € + 35 % = 0.675 €, rounded to 0.70 €.
    assert.deepEqual(changes[0].data.from_price.after, { czk: 12_00, eur: 50 })
    assert.deepEqual(changes[2].data.from_price.after, { czk: 16_00, eur: 70 })
    assert.equal(changes[2].data.pictures_repriced, pictures)
    assert.equal(await fromPriceShown(ids.image.id, 'cs'), 16_00)
    for (const slug of ['lesky', 'matny', 'satenovy'])
      await call('PATCH', `/prices/papers/${slug}`, { surcharge_percent: 0 })
    assert.deepEqual(await priceListSnapshot(db), before)
  })

  it('refuses a surcharge out of range and an unknown paper, changing nothing', async () => {
    const before = await priceListSnapshot(db)
    for (const surcharge_percent of [-1, 301, 12.5, '10']) {
      const response = await call('PATCH', '/prices/papers/lesky', { surcharge_percent })
      assert.equal(response.statusCode, 422, String(surcharge_percent))
      assert.ok(response.json().errors.surcharge_percent)
    }
    const missing = await call('PATCH', '/prices/papers/lesky', {})
    assert.deepEqual(missing.json().errors, { surcharge_percent: ['Please fill in this field.'] })
    const unknown = await call('PATCH', '/prices/papers/hedvabny', { surcharge_percent: 5 })
    assert.equal(unknown.statusCode, 404)
    assert.equal(unknown.json().message, 'There is no paper "hedvabny".')
    assert.deepEqual(await priceListSnapshot(db), before)
    const [glossy] = await db.select().from(papers).where(eq(papers.slug, 'lesky'))
    assert.equal(glossy!.surchargePercent, 0)
  })
})

describe('PATCH /owner/prices/layouts/{slug}/custom', () => {
  it('changes the custom-size rate, charged at once', async () => {
    // 25 × 25 cm: 2 Kč + 0.0625 m² × 1 470 Kč = 93.875 Kč, rounded up to 94 Kč.
    const print = photoPrint(ids, { custom_width: 250, custom_height: 250 })
    assert.equal(await charged(print), 94_00)
    const response = await call('PATCH', '/prices/layouts/fotografie/custom', {
      base_czk: 10_00,
      per_square_metre_czk: 1600_00,
    })
    assert.equal(response.statusCode, 200, response.body)
    const data = response.json().data
    assert.deepEqual(data.subject, { slug: 'fotografie' })
    assert.deepEqual(data.before, {
      base_czk: 2_00,
      base_eur: 10,
      per_square_metre_czk: 1470_00,
      per_square_metre_eur: 65_00,
    })
    assert.deepEqual(data.after, {
      base_czk: 10_00,
      base_eur: 10,
      per_square_metre_czk: 1600_00,
      per_square_metre_eur: 65_00,
    })
    assert.equal(data.pictures_repriced, 0)
    assert.equal(await charged(print), 110_00) // 10 Kč + 100 Kč
  })

  it('refuses bad rates and an unknown layout, changing nothing', async () => {
    const before = await priceListSnapshot(db)
    const negative = await call('PATCH', '/prices/layouts/plakat/custom', { base_czk: -1 })
    assert.equal(negative.statusCode, 422)
    assert.deepEqual(negative.json().errors, { base_czk: ['The value must be at least 0.'] })
    const zeroRate = await call('PATCH', '/prices/layouts/plakat/custom', {
      per_square_metre_eur: 0,
    })
    assert.deepEqual(zeroRate.json().errors, {
      per_square_metre_eur: ['The value must be at least 1.'],
    })
    const nothing = await call('PATCH', '/prices/layouts/plakat/custom', {})
    assert.equal(nothing.statusCode, 422)
    const unknown = await call('PATCH', '/prices/layouts/tapeta/custom', { base_czk: 1_00 })
    assert.equal(unknown.statusCode, 404)
    const dry = await call('PATCH', '/prices/layouts/plakat/custom?dry_run=true', {
      base_czk: 1_00,
    })
    assert.equal(dry.statusCode, 200)
    assert.equal(dry.json().data.after.base_czk, 1_00)
    assert.deepEqual(await priceListSnapshot(db), before)
  })
})
