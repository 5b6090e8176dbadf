import assert from 'node:assert/strict'
import { test } from 'node:test'
import { loadPriceList } from '../../../src/pricing/price-list.js'
import { printUnitPrice } from '../../../src/pricing/print-price.js'
import { build, signedInVisitor } from '../../helper.js'
import { canvas, includedOf, newBasket, photoPrint, shopIds } from './fixtures.js'

const testApp = await build()
const ids = await shopIds(testApp)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('a new basket: random uuid, empty, in CZK for Czech and EUR otherwise', async () => {
  const czech = testApp.visitor()
  const created = await czech.post('/v1/baskets')
  assert.equal(created.statusCode, 201)
  const basket = created.json().data
  assert.equal(basket.type, 'baskets')
  assert.match(basket.id, UUID)
  assert.equal(basket.attributes.uuid, basket.id)
  assert.equal(basket.attributes.currency, 'CZK')
  assert.equal(basket.attributes.total, 0)
  assert.deepEqual(basket.relationships.basket_items.data, [])
  assert.notEqual(await newBasket(czech), basket.id, 'every call makes another anonymous basket')

  const english = testApp.visitor()
  english.language = 'en'
  const euro = (await english.post('/v1/baskets')).json().data
  assert.equal(euro.attributes.currency, 'EUR')
  assert.equal(euro.attributes.locale, 'en')
})

test('a signed-in shopper gets their open basket back instead of a second one', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const first = await visitor.post('/v1/baskets')
  assert.equal(first.statusCode, 201)
  const second = await visitor.post('/v1/baskets')
  assert.equal(second.statusCode, 200)
  assert.equal(second.json().data.id, first.json().data.id)
})

test('unknown and malformed uuids are 404, and so is an unknown item', async () => {
  const visitor = testApp.visitor()
  assert.equal(
    (await visitor.get('/v1/baskets/6f1c2d9e-1111-4222-8333-444455556666')).statusCode,
    404,
  )
  assert.equal((await visitor.get('/v1/baskets/not-a-uuid')).statusCode, 404)
  const uuid = await newBasket(visitor)
  const missing = await visitor.patch(`/v1/baskets/${uuid}/basket_items/999999`, { quantity: 2 })
  assert.equal(missing.statusCode, 404)
  assert.equal((await visitor.delete(`/v1/baskets/${uuid}/basket_items/abc`)).statusCode, 404)
})

test('adding prints: server prices, equal prints add up, included image, layout and paper', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const added = await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  assert.equal(added.statusCode, 201)
  const body = added.json()
  const [item] = includedOf(body, 'basket_items')
  assert.equal(body.meta.basket_item_id, item!.id)
  assert.equal(item!.attributes.unit_price, 7_900, '30 × 20 cm photo print: 79 Kč')
  assert.equal(item!.attributes.total_price, 7_900)
  assert.equal(item!.attributes.crop, null)
  assert.equal(includedOf(body, 'images')[0]!.id, String(ids.image.id))
  assert.equal(includedOf(body, 'layouts')[0]!.attributes.name, 'Fotografie')
  // The checkout promises a delivery date from it.
  assert.equal(includedOf(body, 'layouts')[0]!.attributes.production_days, 2)
  assert.equal(includedOf(body, 'layouts')[0]!.attributes.edge_mm, 0)
  assert.equal(includedOf(body, 'papers')[0]!.attributes.name, 'Lesklý papír')

  // The same print in portrait is a different line with the same price; the same print again adds up.
  await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    photoPrint(ids, { custom_width: 200, custom_height: 300 }),
  )
  const again = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    photoPrint(ids, { quantity: 2 }),
  )
  const items = includedOf(again.json(), 'basket_items')
  assert.equal(items.length, 2)
  assert.deepEqual(
    items.map((line) => [line.attributes.quantity, line.attributes.total_price]),
    [
      [3, 23_700],
      [1, 7_900],
    ],
  )
  const basket = again.json().data.attributes
  assert.equal(basket.items_count, 4)
  assert.equal(basket.items_total, 31_600)
  assert.equal(basket.total, 31_600, 'no delivery chosen yet')
  assert.equal(basket.total_net + basket.total_vat, basket.total)
})

test('custom sizes and papers with a surcharge are priced from the price list', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const fineArt = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    photoPrint(ids, { paper_id: ids.papers['fine-art'] }),
  )
  assert.equal(includedOf(fineArt.json(), 'basket_items')[0]!.attributes.unit_price, 10_700)
  const custom = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    photoPrint(ids, { custom_width: 250, custom_height: 250 }),
  )
  const prices = includedOf(custom.json(), 'basket_items').map((item) => item.attributes.unit_price)
  assert.deepEqual(prices, [10_700, 9_400])

  const english = testApp.visitor()
  english.language = 'en'
  const euro = await newBasket(english)
  const inEuro = await english.post(`/v1/baskets/${euro}/basket_items`, photoPrint(ids))
  assert.equal(includedOf(inEuro.json(), 'basket_items')[0]!.attributes.unit_price, 340)
  assert.equal(includedOf(inEuro.json(), 'layouts')[0]!.attributes.name, 'Photo print')
})

test('prints that cannot be made are 422 with a message on the field', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/basket_items`

  const tooBig = await visitor.post(url, photoPrint(ids, { custom_width: 800, custom_height: 600 }))
  assert.equal(tooBig.statusCode, 422)
  assert.match(tooBig.json().errors.custom_width[0], /10 cm.*75 cm/)

  const wrongPaper = await visitor.post(url, photoPrint(ids, { paper_id: ids.papers.platno }))
  assert.equal(wrongPaper.statusCode, 422)
  assert.ok(wrongPaper.json().errors.paper_id)

  const noImage = await visitor.post(url, photoPrint(ids, { image_id: 999_999 }))
  assert.deepEqual(Object.keys(noImage.json().errors), ['image_id'])

  const noLayout = await visitor.post(url, photoPrint(ids, { layout_id: 999_999 }))
  assert.ok(noLayout.json().errors.layout_id)

  const missing = await visitor.post(url, { image_id: ids.image.id })
  assert.equal(missing.statusCode, 422)
  for (const field of ['layout_id', 'paper_id', 'custom_width', 'custom_height', 'format_type'])
    assert.ok(missing.json().errors[field], field)

  const wrongTypes = await visitor.post(
    url,
    photoPrint(ids, { quantity: '2', custom_width: 300.5 }),
  )
  assert.equal(wrongTypes.statusCode, 422)
  assert.ok(wrongTypes.json().errors.quantity)
  assert.ok(wrongTypes.json().errors.custom_width)

  for (const quantity of [0, -1, 101]) {
    const response = await visitor.post(url, photoPrint(ids, { quantity }))
    assert.equal(response.statusCode, 422, `quantity ${quantity}`)
  }
  assert.equal((await visitor.get(`/v1/baskets/${uuid}`)).json().data.attributes.items_count, 0)
})

test('a crop must fit inside the image at the print ratio', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/basket_items`
  const { width, height } = ids.image
  // A square crop of a landscape image: full height, free to move sideways only.
  const square = { custom_width: 300, custom_height: 300, format_type: 'crop' }
  const inside = await visitor.post(
    url,
    photoPrint(ids, { ...square, coordinate_x: width - height, coordinate_y: 0 }),
  )
  assert.equal(inside.statusCode, 201)
  assert.deepEqual(includedOf(inside.json(), 'basket_items')[0]!.attributes.crop, {
    x: width - height,
    y: 0,
    width: height,
    height,
  })
  const outside = await visitor.post(
    url,
    photoPrint(ids, { ...square, coordinate_x: width - height + 1, coordinate_y: 0 }),
  )
  assert.equal(outside.statusCode, 422)
  assert.ok(outside.json().errors.coordinate_x)
  const lower = await visitor.post(
    url,
    photoPrint(ids, { ...square, coordinate_x: 0, coordinate_y: 1 }),
  )
  assert.equal(lower.statusCode, 422)
  const noCorner = await visitor.post(url, photoPrint(ids, square))
  assert.equal(noCorner.statusCode, 422)
  assert.ok(noCorner.json().errors.coordinate_x)

  // An original ignores a corner.
  const original = await visitor.post(url, photoPrint(ids, { coordinate_x: 5, coordinate_y: 7 }))
  const item = includedOf(original.json(), 'basket_items').find(
    (line) => line.attributes.format_type === 'original',
  )
  assert.equal(item!.attributes.coordinate_x, null)
})

test('changing and removing items', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const first = await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  const itemId = first.json().meta.basket_item_id
  const url = `/v1/baskets/${uuid}/basket_items/${itemId}`

  const more = await visitor.patch(url, { quantity: 5 })
  assert.equal(more.statusCode, 200)
  assert.equal(more.json().data.attributes.items_total, 39_500)

  const bigger = await visitor.patch(url, { custom_width: 450, custom_height: 300 })
  assert.equal(includedOf(bigger.json(), 'basket_items')[0]!.attributes.unit_price, 19_900)
  assert.equal(includedOf(bigger.json(), 'basket_items')[0]!.attributes.quantity, 5)

  const invalid = await visitor.patch(url, { custom_width: 5_000 })
  assert.equal(invalid.statusCode, 422)
  assert.equal(
    (await visitor.get(`/v1/baskets/${uuid}`)).json().data.attributes.items_total,
    99_500,
  )

  // Changed into a print that is already in the basket: the two lines become one.
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  const merged = await visitor.patch(url, { custom_width: 300, custom_height: 200 })
  const lines = includedOf(merged.json(), 'basket_items')
  assert.equal(lines.length, 1)
  assert.equal(lines[0]!.attributes.quantity, 6)

  const removed = await visitor.delete(`/v1/baskets/${uuid}/basket_items/${lines[0]!.id}`)
  assert.equal(removed.statusCode, 200)
  assert.equal(removed.json().data.attributes.items_count, 0)
  assert.equal(
    (await visitor.delete(`/v1/baskets/${uuid}/basket_items/${lines[0]!.id}`)).statusCode,
    404,
  )
})

test('a signed-in shopper’s basket is not found for anyone else; an anonymous one is shared by its uuid', async () => {
  const owner = await signedInVisitor(testApp)
  const own = await newBasket(owner.visitor)
  const stranger = testApp.visitor()
  assert.equal((await stranger.get(`/v1/baskets/${own}`)).statusCode, 404)
  assert.equal(
    (await stranger.post(`/v1/baskets/${own}/basket_items`, photoPrint(ids))).statusCode,
    404,
  )
  const other = await signedInVisitor(testApp)
  assert.equal((await other.visitor.get(`/v1/baskets/${own}`)).statusCode, 404)

  const anonymous = await newBasket(stranger)
  const holder = testApp.visitor()
  assert.equal((await holder.get(`/v1/baskets/${anonymous}`)).statusCode, 200)
})

test('delivery, payment, note and language of the basket', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, canvas(ids))
  const url = `/v1/baskets/${uuid}`

  const chosen = await visitor.patch(url, {
    delivery_method_id: ids.delivery.ppl,
    payment_method: 'card',
    note: '  Prosím zabalit jako dárek. ',
  })
  assert.equal(chosen.statusCode, 200)
  const basket = chosen.json().data.attributes
  assert.equal(basket.payment_method, 'card')
  assert.equal(basket.note, 'Prosím zabalit jako dárek.')
  assert.equal(basket.delivery_price, 12_900)
  assert.equal(basket.total, basket.items_total + 12_900)
  assert.equal(includedOf(chosen.json(), 'delivery_methods')[0]!.attributes.slug, 'ppl')

  const bad = await visitor.patch(url, { payment_method: 'cash', delivery_method_id: 999_999 })
  assert.equal(bad.statusCode, 422)
  assert.ok(bad.json().errors.payment_method)
  const unknownMethod = await visitor.patch(url, { delivery_method_id: 999_999 })
  assert.equal(unknownMethod.statusCode, 422)
  assert.ok(unknownMethod.json().errors.delivery_method_id)

  // Switching the language switches the currency of every price.
  const english = await visitor.patch(url, { locale: 'en' })
  assert.equal(english.json().data.attributes.currency, 'EUR')
  assert.equal(english.json().data.attributes.delivery_price, 520)

  const cleared = await visitor.patch(url, { delivery_method_id: null, note: '' })
  assert.equal(cleared.json().data.attributes.delivery_price, 0)
  assert.equal(cleared.json().data.attributes.note, null)
})

test('free delivery from the threshold, personal collection always free', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  await visitor.patch(`/v1/baskets/${uuid}`, { delivery_method_id: ids.delivery.zasilkovna })
  const small = await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  assert.equal(small.json().data.attributes.delivery_price, 7_900)
  assert.equal(small.json().data.attributes.free_delivery_remaining, 150_000 - 7_900)
  const big = await visitor.post(`/v1/baskets/${uuid}/basket_items`, canvas(ids, { quantity: 2 }))
  assert.equal(big.json().data.attributes.delivery_price, 0)
  assert.equal(big.json().data.attributes.free_delivery_remaining, 0)
  const studio = await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery['osobni-odber'],
  })
  assert.equal(studio.json().data.attributes.delivery_price, 0)
})

test('pickup points: from the directory only, of the right carrier only', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}`
  const points = (
    await visitor.get('/v1/pickup_points?filter[carrier]=zasilkovna&per_page=1')
  ).json().data
  const point = points[0]

  const notNeeded = await visitor.patch(url, {
    delivery_method_id: ids.delivery.ppl,
    pickup_point: { id: point.id },
  })
  assert.equal(notNeeded.statusCode, 422)
  assert.ok(notNeeded.json().errors.pickup_point)

  const known = await visitor.patch(url, {
    delivery_method_id: ids.delivery.zasilkovna,
    pickup_point: { id: point.id },
  })
  assert.equal(known.statusCode, 200)
  assert.equal(known.json().data.attributes.pickup_point.name, point.attributes.name)
  assert.equal(known.json().data.attributes.pickup_point.carrier, 'zasilkovna')

  const unknown = await visitor.patch(url, { pickup_point: { id: '99999999' } })
  assert.equal(unknown.statusCode, 422)
  // An address sent along (as the carrier's widget shows it) does not make a point real...
  const invented = await visitor.patch(url, {
    pickup_point: {
      id: '99999999',
      name: 'Z-BOX Praha 7, Dukelských hrdinů',
      street: 'Dukelských hrdinů 1',
      city: 'Praha',
      zip: '170 00',
      country: 'CZ',
    },
  })
  assert.equal(invented.statusCode, 422)
  assert.deepEqual(invented.json().errors, {
    pickup_point: ['Toto výdejní místo neznáme. Vyberte ho prosím znovu.'],
  })
  // ...nor changes a real one's: the basket keeps the directory's name and address.
  const renamed = await visitor.patch(url, {
    pickup_point: { id: point.id, name: 'Sklad u souseda', street: 'Jinde 1', city: 'Brno' },
  })
  assert.equal(renamed.statusCode, 200)
  assert.equal(renamed.json().data.attributes.pickup_point.name, point.attributes.name)
  assert.equal(renamed.json().data.attributes.pickup_point.city, point.attributes.city)

  const slovak = (await visitor.get('/v1/pickup_points?filter[carrier]=packeta&per_page=1')).json()
    .data[0]
  const wrongCarrier = await visitor.patch(url, { pickup_point: { id: slovak.id } })
  assert.equal(wrongCarrier.statusCode, 422)

  const courier = await visitor.patch(url, { delivery_method_id: ids.delivery.ppl })
  assert.equal(courier.json().data.attributes.pickup_point, null, 'a courier forgets the point')
})

test('an image’s "from" price is the cheapest print the basket would charge for it', async () => {
  const priceList = await loadPriceList(testApp.database.db)
  for (const currency of ['CZK', 'EUR'] as const) {
    const prices = [...priceList.layouts.values()].flatMap((layout) =>
      layout.paperIds.flatMap((paperId) => {
        const surcharge = priceList.papers.get(paperId)!.surchargePercent
        const sizes = [
          ...layout.sizes.map((size) => [size.widthMm, size.heightMm] as const),
          [layout.minSideMm, layout.minSideMm] as const,
        ]
        return sizes.map(([width, height]) =>
          printUnitPrice(layout, surcharge, width, height, currency),
        )
      }),
    )
    const visitor = testApp.visitor()
    visitor.language = currency === 'CZK' ? 'cs' : 'en'
    const image = (await visitor.get(`/v1/images/${ids.image.id}`)).json().data
    assert.equal(image.attributes.from_price, Math.min(...prices), currency)
  }
})
