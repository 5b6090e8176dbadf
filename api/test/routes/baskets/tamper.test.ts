import assert from 'node:assert/strict'
import { test } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import { loadPriceList } from '../../../src/pricing/price-list.js'
import { coupons, layoutSizes, orders } from '../../../src/db/schema.js'
import { printUnitPrice } from '../../../src/pricing/print-price.js'
import { build, signedInVisitor, type Response, type Visitor } from '../../helper.js'
import { billing, canvas, includedOf, newBasket, photoPrint, shopIds } from './fixtures.js'

/**
 * A client may send anything. Prices, discounts, totals and coupon terms come from the server's
 * price list alone: fields a client adds are dropped, wrong types are a 422 with a message on the
 * field, never a 5xx, and a basket of someone else's account cannot be seen or changed.
 */
const testApp = await build()
const ids = await shopIds(testApp)
const db = testApp.database.db
const priceList = await loadPriceList(db)

/** The server's price of one print, computed here from the price list. */
function unitPrice(print: Record<string, unknown>, currency: 'CZK' | 'EUR' = 'CZK') {
  const layout = priceList.layouts.get(print.layout_id as number)!
  const paper = priceList.papers.get(print.paper_id as number)!
  return printUnitPrice(
    layout,
    paper.surchargePercent,
    print.custom_width as number,
    print.custom_height as number,
    currency,
  )
}

const [cheapestSize] = await db
  .select()
  .from(layoutSizes)
  .where(eq(layoutSizes.layoutId, ids.layouts.fotografie!))
  .orderBy(asc(layoutSizes.priceCzk))
  .limit(1)

/** Every price-like field a client could think of sending, with values in its own favour. */
const PRICE_FIELDS = {
  price: 0,
  unit_price: 1,
  total_price: 1,
  price_czk: 1,
  price_eur: 1,
  discount: 1_000_000,
  currency: 'EUR',
  items_total: 1,
  total: 1,
  total_net: 1,
  total_vat: 0,
  vat_rate_percent: 0,
  delivery_price: 0,
  free_delivery_from: 0,
  free_delivery_remaining: 0,
  surcharge_percent: -100,
  used_count: 0,
  usage_limit: null,
  percent_off: 100,
  amount_off: 1_000_000,
  amount_off_czk: 1_000_000,
  kind: 'fixed',
  coupon_id: 1,
  status: 'ordered',
  available: true,
  user_id: 1,
  basket_id: 1,
  layout_size_id: cheapestSize!.id,
  size_id: cheapestSize!.id,
  price_list_id: ids.layouts.fotografie,
}

interface BasketFigures {
  items_count: number
  items_total: number
  discount: number
  delivery_price: number
  total: number
  total_net: number
  total_vat: number
  currency: string
  coupon_code: string | null
  free_delivery_from: number | null
  free_delivery_remaining: number | null
  status: string
}

/** What a basket costs, without ids and times: the figures tampering would try to change. */
function figures(body: Parameters<typeof includedOf>[0] & { data: { attributes: BasketFigures } }) {
  const attributes = body.data.attributes
  const basket: BasketFigures = {
    items_count: attributes.items_count,
    items_total: attributes.items_total,
    discount: attributes.discount,
    delivery_price: attributes.delivery_price,
    total: attributes.total,
    total_net: attributes.total_net,
    total_vat: attributes.total_vat,
    currency: attributes.currency,
    coupon_code: attributes.coupon_code,
    free_delivery_from: attributes.free_delivery_from,
    free_delivery_remaining: attributes.free_delivery_remaining,
    status: attributes.status,
  }
  const items = includedOf(body, 'basket_items').map(({ attributes: item }) => ({
    unit_price: item.unit_price,
    total_price: item.total_price,
    discount: item.discount,
    quantity: item.quantity,
    currency: item.currency,
  }))
  return { ...basket, items }
}

/** A 422 that names the field with a message in the shopper's language. */
function assertFieldError(response: Response, field: string, what: string) {
  assert.equal(response.statusCode, 422, `${what}: ${response.statusCode} ${response.body}`)
  const messages = response.json().errors?.[field]
  assert.ok(
    Array.isArray(messages) && typeof messages[0] === 'string' && messages[0].length > 0,
    `${what}: no message on ${field} in ${response.body}`,
  )
}

/** A canvas, two photo prints (one line), addresses, PPL, bank transfer and VANOCE26, with extras. */
async function fillBasket(visitor: Visitor, extra: Record<string, unknown>) {
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}`
  const steps = [
    await visitor.post(`${url}/basket_items`, { ...canvas(ids), ...extra }),
    await visitor.post(`${url}/basket_items`, { ...photoPrint(ids), ...extra }),
    await visitor.post(`${url}/billing_details`, { ...billing, ...extra }),
    await visitor.patch(`${url}/billing_details`, { city: 'Praha 7', ...extra }),
    await visitor.post(`${url}/shipping_details`, { ...billing, ...extra }),
    await visitor.patch(`${url}`, {
      delivery_method_id: ids.delivery.ppl,
      payment_method: 'bank_transfer',
      ...extra,
    }),
    await visitor.post(`${url}/use_coupon`, { coupon_code: 'vanoce26', ...extra }),
  ]
  for (const step of steps) assert.ok(step.statusCode < 300, `${step.statusCode} ${step.body}`)
  const photoLine = includedOf(steps[1]!.json(), 'basket_items').find(
    (item) => item.attributes.unit_price === 7_900,
  )!
  const changed = await visitor.patch(`${url}/basket_items/${photoLine.id}`, {
    quantity: 2,
    ...extra,
  })
  assert.equal(changed.statusCode, 200, changed.body)
  return uuid
}

test('price fields sent with items, basket, addresses, coupon and checkout change no price', async () => {
  const honest = await signedInVisitor(testApp)
  const plainUuid = await fillBasket(honest.visitor, {})
  const plain = figures((await honest.visitor.get(`/v1/baskets/${plainUuid}`)).json())

  const cheat = await signedInVisitor(testApp)
  const uuid = await fillBasket(cheat.visitor, PRICE_FIELDS)
  const tampered = figures((await cheat.visitor.get(`/v1/baskets/${uuid}`)).json())
  assert.deepEqual(tampered, plain)

  // And both are the price list's own figures.
  const canvasUnit = unitPrice(canvas(ids))
  assert.deepEqual(
    tampered.items.map((item) => [item.unit_price, item.quantity, item.total_price]),
    [
      [canvasUnit, 1, canvasUnit],
      [7_900, 2, 15_800],
    ],
  )
  assert.equal(tampered.currency, 'CZK')
  assert.equal(tampered.items_total, canvasUnit + 15_800)
  assert.equal(tampered.discount, Math.round((canvasUnit * 15) / 100), 'VANOCE26: 15 % of canvases')
  assert.equal(tampered.delivery_price, 12_900)
  assert.equal(tampered.total, tampered.items_total - tampered.discount + 12_900)
  assert.equal(tampered.total_net + tampered.total_vat, tampered.total)
  assert.equal(tampered.status, 'open')

  // A total the shopper did not see stops the order; extra fields on the checkout are dropped.
  const [before] = await db.select().from(coupons).where(eq(coupons.code, 'VANOCE26'))
  const wrongTotal = await cheat.visitor.post(`/v1/baskets/${uuid}/checkout`, {
    terms_accepted: true,
    expected_total: plain.total - 1,
  })
  assertFieldError(wrongTotal, 'expected_total', 'a stale expected total')
  const placed = await cheat.visitor.post(`/v1/baskets/${uuid}/checkout`, {
    terms_accepted: true,
    expected_total: plain.total,
    ...PRICE_FIELDS,
  })
  assert.equal(placed.statusCode, 201, placed.body)
  const order = placed.json().data.attributes
  for (const field of [
    'items_total',
    'discount',
    'delivery_price',
    'total',
    'total_net',
    'total_vat',
  ] as const)
    assert.equal(order[field], plain[field], field)
  assert.equal(order.currency, 'CZK')
  const [row] = await db.select().from(orders).where(eq(orders.number, order.number))
  assert.equal(row!.totalGross, plain.total)
  assert.equal(row!.vatRatePercent, 21)
  const [after] = await db.select().from(coupons).where(eq(coupons.code, 'VANOCE26'))
  assert.equal(after!.usedCount, before!.usedCount + 1, 'used_count is the server’s to count')
  assert.equal(after!.percentOff, 15)
  assert.equal(after!.kind, 'percentage')
})

test('a coupon is applied only through its code, on its own terms', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}`
  await visitor.post(`${url}/basket_items`, photoPrint(ids))

  const [welcome] = await db.select().from(coupons).where(eq(coupons.code, 'VITEJTE10'))
  const patched = await visitor.patch(url, {
    coupon_id: welcome!.id,
    coupon_code: 'VITEJTE10',
    discount: 5_000,
  })
  assert.equal(patched.statusCode, 200)
  assert.equal(patched.json().data.attributes.coupon_code, null)
  assert.equal(patched.json().data.attributes.discount, 0)

  const invented = await visitor.post(`${url}/use_coupon`, {
    coupon_code: 'SLEVA100',
    kind: 'fixed',
    amount_off: 1_000_000,
    amount_off_czk: 1_000_000,
    percent_off: 100,
  })
  assertFieldError(invented, 'coupon_code', 'an invented code')

  // VANOCE26 covers canvases only, whatever terms come with it.
  const notApplicable = await visitor.post(`${url}/use_coupon`, {
    coupon_code: 'VANOCE26',
    layout_slugs: [],
    percent_off: 100,
  })
  assertFieldError(notApplicable, 'coupon_code', 'VANOCE26 without a canvas')

  // VITEJTE10 needs 500 Kč of goods; a claimed items_total does not make them.
  const tooSmall = await visitor.post(`${url}/use_coupon`, {
    coupon_code: 'VITEJTE10',
    items_total: 100_000,
    minimum_order_czk: 0,
  })
  assertFieldError(tooSmall, 'coupon_code', 'VITEJTE10 under its minimum')
  const shown = (await visitor.get(url)).json().data.attributes
  assert.equal(shown.discount, 0)
  assert.equal(shown.total, 7_900)
})

test('a cheaper layout’s size or price list id does not lower a print’s price', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/basket_items`

  // The photo print's 30 × 20 cm size (79 Kč) ordered as a canvas is priced as a canvas.
  const print = canvas(ids, { custom_width: 300, custom_height: 200 })
  const added = await visitor.post(url, {
    ...print,
    layout_size_id: cheapestSize!.id,
    size_id: cheapestSize!.id,
    price_list_id: ids.layouts.fotografie,
    price_layout_id: ids.layouts.fotografie,
  })
  assert.equal(added.statusCode, 201, added.body)
  const [line] = includedOf(added.json(), 'basket_items')
  assert.equal(line!.attributes.unit_price, unitPrice(print))
  assert.ok((line!.attributes.unit_price as number) > 7_900)

  // A layout with another layout's paper cannot be made, in either direction.
  assertFieldError(
    await visitor.post(url, canvas(ids, { paper_id: ids.papers.lesky })),
    'paper_id',
    'canvas on photo paper',
  )
  assertFieldError(
    await visitor.post(url, photoPrint(ids, { paper_id: ids.papers.platno })),
    'paper_id',
    'photo print on canvas',
  )
  assertFieldError(
    await visitor.patch(`${url}/${line!.id}`, {
      layout_id: ids.layouts.fotografie,
      unit_price: 1_200,
    }),
    'paper_id',
    'a canvas line turned into a photo print on canvas',
  )
  const items = includedOf((await visitor.get(`/v1/baskets/${uuid}`)).json(), 'basket_items')
  assert.deepEqual(
    items.map((item) => [item.attributes.unit_price, item.attributes.quantity]),
    [[unitPrice(print), 1]],
  )
})

test('the basket’s currency comes from its language, not from the request', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const added = await visitor.post(
    `/v1/baskets/${uuid}/basket_items`,
    { ...photoPrint(ids), currency: 'EUR' },
    { headers: { 'accept-language': 'en' } },
  )
  assert.equal(added.statusCode, 201)
  assert.equal(added.json().data.attributes.currency, 'CZK')
  assert.equal(includedOf(added.json(), 'basket_items')[0]!.attributes.unit_price, 7_900)

  // Switching the basket's language is allowed, and prices it in euros from the price list.
  const english = await visitor.patch(`/v1/baskets/${uuid}`, { locale: 'en' })
  assert.equal(english.json().data.attributes.currency, 'EUR')
  assert.equal(
    includedOf(english.json(), 'basket_items')[0]!.attributes.unit_price,
    unitPrice(photoPrint(ids), 'EUR'),
  )
})

test('quantities and sizes of the wrong type or range are 422 on the field and change nothing', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/basket_items`
  const itemId = (await visitor.post(url, photoPrint(ids))).json().meta.basket_item_id
  const before = figures((await visitor.get(`/v1/baskets/${uuid}`)).json())

  const bad: [string, unknown][] = [
    ['quantity', -1],
    ['quantity', 0],
    ['quantity', 0.5],
    ['quantity', 1.5],
    ['quantity', 101],
    ['quantity', 1e9],
    ['quantity', 2 ** 31],
    ['quantity', -(2 ** 31) - 1],
    ['quantity', Number.MAX_SAFE_INTEGER],
    ['quantity', '2'],
    ['quantity', '1e2'],
    ['quantity', ''],
    ['quantity', null],
    ['quantity', true],
    ['quantity', [2]],
    ['quantity', { value: 2 }],
    ['custom_width', 300.5],
    ['custom_width', '300'],
    ['custom_width', -300],
    ['custom_width', 0],
    ['custom_width', 1e12],
    ['custom_height', null],
    ['format_type', 'stretch'],
    ['coordinate_x', -1],
    ['coordinate_x', 1.5],
    ['coordinate_y', 'top'],
    ['image_id', 'abc'],
    ['image_id', 2 ** 31],
    ['layout_id', 0],
    ['paper_id', null],
  ]
  for (const [field, value] of bad) {
    const what = `${field} = ${JSON.stringify(value)}`
    assertFieldError(await visitor.post(url, photoPrint(ids, { [field]: value })), field, what)
    assertFieldError(await visitor.patch(`${url}/${itemId}`, { [field]: value }), field, what)
  }
  // A number too large for a double arrives as Infinity: still a 422 on the field.
  const infinite = await visitor.request('POST', url, {
    body: JSON.stringify(photoPrint(ids)).replace('"quantity":1', '"quantity":1e400'),
    headers: { 'content-type': 'application/json' },
  })
  assertFieldError(infinite, 'quantity', 'quantity 1e400')

  // Adding 100 pieces twice stays at 100.
  await visitor.post(url, photoPrint(ids, { quantity: 100 }))
  const capped = await visitor.post(url, photoPrint(ids, { quantity: 100 }))
  const [line] = includedOf(capped.json(), 'basket_items')
  assert.equal(line!.attributes.quantity, 100)
  assert.equal(line!.attributes.total_price, 100 * 7_900)
  await visitor.patch(`${url}/${itemId}`, { quantity: 1 })
  assert.deepEqual(figures((await visitor.get(`/v1/baskets/${uuid}`)).json()), before)
})

test('wrong types on the basket, coupon, addresses and checkout are 422 on the field', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}`
  await visitor.post(`${url}/basket_items`, canvas(ids))
  await visitor.post(`${url}/billing_details`, billing)
  const before = figures((await visitor.get(url)).json())

  const cases: [string, string, Record<string, unknown>, string][] = [
    ['PATCH', url, { delivery_method_id: 'ppl' }, 'delivery_method_id'],
    ['PATCH', url, { delivery_method_id: 1.5 }, 'delivery_method_id'],
    ['PATCH', url, { delivery_method_id: 2 ** 31 }, 'delivery_method_id'],
    ['PATCH', url, { delivery_method_id: -1 }, 'delivery_method_id'],
    ['PATCH', url, { delivery_method_id: 999_999 }, 'delivery_method_id'],
    ['PATCH', url, { payment_method: 'cash' }, 'payment_method'],
    ['PATCH', url, { payment_method: 1 }, 'payment_method'],
    ['PATCH', url, { note: 42 }, 'note'],
    ['PATCH', url, { note: 'x'.repeat(1001) }, 'note'],
    ['PATCH', url, { locale: 'xx' }, 'locale'],
    ['PATCH', url, { locale: null }, 'locale'],
    ['PATCH', url, { pickup_point: 'Z-BOX' }, 'pickup_point'],
    ['PATCH', url, { pickup_point: { id: '../etc' } }, 'pickup_point.id'],
    ['PATCH', url, { pickup_point: {} }, 'pickup_point.id'],
    ['POST', `${url}/use_coupon`, { coupon_code: 123 }, 'coupon_code'],
    ['POST', `${url}/use_coupon`, { coupon_code: ['VANOCE26'] }, 'coupon_code'],
    ['POST', `${url}/use_coupon`, { coupon_code: { code: 'VANOCE26' } }, 'coupon_code'],
    ['POST', `${url}/use_coupon`, { coupon_code: 'X'.repeat(51) }, 'coupon_code'],
    ['POST', `${url}/use_coupon`, {}, 'coupon_code'],
    ['POST', `${url}/billing_details`, { ...billing, country: 'US' }, 'country'],
    ['POST', `${url}/billing_details`, { ...billing, zip: 17000 }, 'zip'],
    ['POST', `${url}/billing_details`, { ...billing, zip: 'ABCDE' }, 'zip'],
    ['POST', `${url}/billing_details`, { ...billing, email: 5 }, 'email'],
    ['POST', `${url}/billing_details`, { ...billing, first_name: '' }, 'first_name'],
    ['POST', `${url}/billing_details`, { ...billing, company_id: '123' }, 'company_id'],
    ['PATCH', `${url}/billing_details`, { phone_number: ['+420'] }, 'phone_number'],
    ['PATCH', `${url}/billing_details`, { vat_id: 12345678 }, 'vat_id'],
    ['POST', `${url}/shipping_details`, { ...billing, street: null }, 'street'],
    ['POST', `${url}/checkout`, { terms_accepted: 'yes' }, 'terms_accepted'],
    ['POST', `${url}/checkout`, { terms_accepted: true, expected_total: '1' }, 'expected_total'],
    ['POST', `${url}/checkout`, { terms_accepted: true, expected_total: -1 }, 'expected_total'],
    ['POST', `${url}/checkout`, { terms_accepted: true, expected_total: 1.5 }, 'expected_total'],
    [
      'POST',
      `${url}/checkout`,
      { terms_accepted: true, expected_total: 2 ** 31 },
      'expected_total',
    ],
  ]
  for (const [method, path, body, field] of cases) {
    const response = await visitor.request(method as 'POST' | 'PATCH', path, { body })
    assertFieldError(response, field, `${method} ${path} ${JSON.stringify(body)}`)
  }
  const after = (await visitor.get(url)).json()
  assert.deepEqual(figures(after), before)
  assert.equal(includedOf(after, 'billing_details')[0]!.attributes.zip, billing.zip)
})

test('a signed-in shopper’s basket is not found for anyone else, whatever they try', async () => {
  const owner = await signedInVisitor(testApp)
  const uuid = await newBasket(owner.visitor)
  const url = `/v1/baskets/${uuid}`
  const itemId = (await owner.visitor.post(`${url}/basket_items`, photoPrint(ids))).json().meta
    .basket_item_id
  await owner.visitor.post(`${url}/billing_details`, billing)
  await owner.visitor.post(`${url}/shipping_details`, billing)
  await owner.visitor.patch(url, { delivery_method_id: ids.delivery.ppl, payment_method: 'card' })
  const before = (await owner.visitor.get(url)).json()

  const calls: [string, string, unknown?][] = [
    ['GET', url],
    ['PATCH', url, { note: 'cizí', payment_method: 'bank_transfer' }],
    ['POST', `${url}/basket_items`, canvas(ids)],
    ['PATCH', `${url}/basket_items/${itemId}`, { quantity: 100 }],
    ['DELETE', `${url}/basket_items/${itemId}`],
    ['POST', `${url}/use_coupon`, { coupon_code: 'VITEJTE10' }],
    ['POST', `${url}/billing_details`, { ...billing, first_name: 'Eva' }],
    ['PATCH', `${url}/billing_details`, { email: 'eva@example.cz' }],
    ['POST', `${url}/shipping_details`, { ...billing, street: 'Jinde 1' }],
    ['PATCH', `${url}/shipping_details`, { street: 'Jinde 1' }],
    ['DELETE', `${url}/shipping_details`],
    ['POST', `${url}/checkout`, { terms_accepted: true }],
  ]
  const stranger = testApp.visitor()
  const other = (await signedInVisitor(testApp)).visitor
  for (const [method, path, body] of calls) {
    const what = `${method} ${path}`
    const anonymous = await stranger.request(method as 'GET', path, { body })
    // Ordering needs an account first: an anonymous visitor is told to sign in.
    assert.equal(anonymous.statusCode, path.endsWith('/checkout') ? 401 : 404, what)
    assert.equal((await other.request(method as 'GET', path, { body })).statusCode, 404, what)
  }
  assert.notEqual(await newBasket(other), uuid, 'another shopper gets a basket of their own')

  const after = (await owner.visitor.get(url)).json()
  assert.deepEqual(after, before, 'the basket is exactly as its owner left it')
})

test('an anonymous basket’s uuid works for whoever holds it, until a shopper signs in with it', async () => {
  const first = testApp.visitor()
  const uuid = await newBasket(first)
  const url = `/v1/baskets/${uuid}`
  await first.post(`${url}/basket_items`, photoPrint(ids))

  // Another browser with the link (a shared device, the uuid copied over).
  const second = testApp.visitor()
  assert.equal((await second.get(url)).statusCode, 200)
  assert.equal((await second.post(`${url}/basket_items`, canvas(ids))).statusCode, 201)
  assert.equal((await second.patch(url, { delivery_method_id: ids.delivery.ppl })).statusCode, 200)
  assert.equal((await second.post(`${url}/billing_details`, billing)).statusCode, 201)
  assert.equal((await first.get(url)).json().data.attributes.items_count, 2)
  assert.equal((await first.post(`${url}/checkout`, { terms_accepted: true })).statusCode, 401)

  // The first signed-in shopper to change it makes it theirs; it is gone for the others.
  const shopper = await signedInVisitor(testApp)
  const claimed = await shopper.visitor.patch(url, { payment_method: 'bank_transfer' })
  assert.equal(claimed.statusCode, 200)
  assert.equal(claimed.json().data.attributes.items_count, 2)
  assert.equal((await first.get(url)).statusCode, 404)
  assert.equal((await second.post(`${url}/basket_items`, photoPrint(ids))).statusCode, 404)
  assert.equal((await shopper.visitor.get(url)).json().data.attributes.items_count, 2)
})
