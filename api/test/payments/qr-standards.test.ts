import assert from 'node:assert/strict'
import { describe, it, test } from 'node:test'
import { decode } from 'bysquare/pay'
import { loadConfig } from '../../src/config.js'
import { bankTransferInstructions } from '../../src/payments/bank-transfer.js'
import { payBySquarePayment } from '../../src/payments/pay-by-square.js'
import { build, signedInVisitor, type Visitor } from '../helper.js'
import { billing, newBasket, photoPrint, shopIds } from '../routes/baskets/fixtures.js'

const config = loadConfig({ SHOP_MODE: 'demo' })
const { bank } = config.payments

describe('payBySquarePayment', () => {
  const valid = {
    name: 'Obrazárna s.r.o.',
    iban: bank.ibanEur,
    bic: 'fiobczppxxx',
    amount: 6_290,
    variableSymbol: '2026000042',
    dueDate: '2026-11-29',
    note: 'Objednávka 2026000042',
  }

  it('decodes back to the euro amount, the IBAN, the variable symbol and the due date', () => {
    const [payment] = decode(payBySquarePayment(valid)).payments
    assert.equal(payment!.amount, 62.9)
    assert.equal(payment!.currencyCode, 'EUR')
    assert.equal(payment!.variableSymbol, '2026000042')
    assert.equal(payment!.paymentDueDate, '20261129')
    assert.deepEqual(payment!.bankAccounts, [{ iban: bank.ibanEur, bic: 'FIOBCZPPXXX' }])
    // Slovak banking apps read plain letters most reliably: the standard drops diacritics.
    assert.equal(payment!.beneficiary?.name, 'Obrazarna s.r.o.')
    assert.equal(payment!.paymentNote, 'Objednavka 2026000042')
  })

  it('keeps cents exact and a long note within the standard', () => {
    const cents = decode(payBySquarePayment({ ...valid, amount: 100_005 })).payments[0]!
    assert.equal(cents.amount, 1000.05)
    const long = decode(payBySquarePayment({ ...valid, note: 'x'.repeat(300) })).payments[0]!
    assert.equal(long.paymentNote!.length, 140)
  })

  it('refuses what a bank would refuse', () => {
    assert.throws(
      () => payBySquarePayment({ ...valid, iban: 'CZ8020100000002801234587' }),
      RangeError,
    )
    assert.throws(() => payBySquarePayment({ ...valid, amount: 0 }), RangeError)
    assert.throws(() => payBySquarePayment({ ...valid, amount: 12.5 }), RangeError)
    assert.throws(() => payBySquarePayment({ ...valid, variableSymbol: 'A42' }), RangeError)
    assert.throws(() => payBySquarePayment({ ...valid, variableSymbol: '12345678901' }), RangeError)
    assert.throws(() => payBySquarePayment({ ...valid, dueDate: '29.11.2026' }), RangeError)
    assert.throws(() => payBySquarePayment({ ...valid, name: ' ' }), RangeError)
  })
})

describe('the QR standard of the payer’s bank', () => {
  const order = {
    number: '2026000042',
    currency: 'EUR',
    totalGross: 6_290,
    createdAt: new Date('2026-11-22T10:00:00Z'),
    locale: 'sk',
    billing: { country: 'SK' },
  }
  const format = (overrides: Partial<typeof order>) =>
    bankTransferInstructions(config, { ...order, ...overrides }).qr_payment.format

  it('is decided by the billing country and the currency, not the page language', () => {
    assert.equal(format({}), 'pay_by_square')
    assert.equal(format({ locale: 'en' }), 'pay_by_square')
    assert.equal(format({ locale: 'sk', billing: { country: 'DE' } }), 'epc')
    assert.equal(format({ locale: 'de', billing: { country: 'AT' } }), 'epc')
    // A euro order billed to Czechia is paid from a SEPA account like any other euro order.
    assert.equal(format({ locale: 'en', billing: { country: 'CZ' } }), 'epc')
    // Crowns are paid from a Czech bank, wherever the billing address is.
    assert.equal(format({ currency: 'CZK', locale: 'cs', billing: { country: 'SK' } }), 'spd')
  })
})

const testApp = await build()
const ids = await shopIds(testApp)

/** Places a bank-transfer order through the checkout, as a shopper of that language and country. */
async function placeOrder(language: string, country: string, zip: string, deliverySlug: string) {
  const { visitor } = await signedInVisitor(testApp, { locale: language })
  visitor.language = language
  const uuid = await newBasket(visitor)
  const steps = [
    await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids)),
    await visitor.post(`/v1/baskets/${uuid}/billing_details`, { ...billing, country, zip }),
    await visitor.patch(`/v1/baskets/${uuid}`, {
      delivery_method_id: ids.delivery[deliverySlug],
      payment_method: 'bank_transfer',
    }),
  ]
  for (const step of steps) assert.ok(step.statusCode < 300, `${step.statusCode} ${step.body}`)
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201, placed.body)
  return { visitor, order: placed.json().data as { id: string; attributes: OrderAttributes } }
}

interface OrderAttributes {
  number: string
  currency: string
  total: number
  payment_instructions: {
    iban: string
    variable_symbol: string
    qr_payment: { format: string; payload: string }
  }
}

/** The instructions on the order's detail in the profile: the same as after checkout. */
async function detail(visitor: Visitor, id: string): Promise<OrderAttributes> {
  const response = await visitor.get(`/v1/me/orders/${id}`)
  assert.equal(response.statusCode, 200)
  return response.json().data.attributes
}

test('a Slovak shopper paying in euros gets PAY by square for the euro account', async () => {
  const { visitor, order } = await placeOrder('sk', 'SK', '811 01', 'kuryr-sk')
  const { attributes } = order
  assert.equal(attributes.currency, 'EUR')
  assert.equal(attributes.payment_instructions.qr_payment.format, 'pay_by_square')
  const [payment] = decode(attributes.payment_instructions.qr_payment.payload).payments
  assert.equal(Math.round(payment!.amount! * 100), attributes.total)
  assert.equal(payment!.variableSymbol, attributes.number)
  assert.equal(payment!.bankAccounts[0]!.iban, bank.ibanEur)
  assert.deepEqual(
    (await detail(visitor, order.id)).payment_instructions,
    attributes.payment_instructions,
  )
})

test('a German shopper gets the EPC code, a Czech one the SPD for the crown account', async () => {
  const german = await placeOrder('de', 'DE', '10115', 'dpd-eu')
  const epc = german.order.attributes.payment_instructions
  assert.equal(epc.qr_payment.format, 'epc')
  assert.equal(epc.iban, bank.ibanEur)
  assert.match(
    epc.qr_payment.payload,
    new RegExp(`^BCD\n002\n1\nSCT\n[^\n]*\n[^\n]+\n${bank.ibanEur}\n`),
  )

  const czech = await placeOrder('cs', 'CZ', '170 00', 'ppl')
  const spd = czech.order.attributes.payment_instructions
  assert.equal(czech.order.attributes.currency, 'CZK')
  assert.equal(spd.qr_payment.format, 'spd')
  assert.equal(spd.iban, bank.ibanCzk)
  assert.ok(spd.qr_payment.payload.includes(`*X-VS:${czech.order.attributes.number}`))
})
