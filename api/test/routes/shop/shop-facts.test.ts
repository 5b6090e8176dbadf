import assert from 'node:assert/strict'
import { test } from 'node:test'
import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import { loadConfig } from '../../../src/config.js'
import { orderConfirmationMail, paymentReceivedMail } from '../../../src/orders/mails.js'
import { bankTransferInstructions } from '../../../src/payments/bank-transfer.js'
import { DEMO_ENV, build } from '../../helper.js'
import { itemRows, orderRow } from '../../orders/fixtures.js'

/** A shop that is not the demo's, so that no demo value can pass for the configured one. */
const configured = loadConfig({
  ...DEMO_ENV,
  SHOP_NAME: 'Tiskárna Test',
  SHOP_COMPANY_NAME: 'Tiskárna Test s.r.o.',
  SHOP_COMPANY_ID: '12345678',
  SHOP_VAT_ID: 'CZ12345678',
  SHOP_ADDRESS: 'Zkušební 1, 110 00 Praha 1',
  SHOP_PHONE: '+420 200 000 000',
  SHOP_EMAIL: 'obchod@tiskarna.test',
  // The mails' footer names the website: without it a demo start shows the demo's.
  SHOP_WEBSITE: 'https://www.tiskarna.test',
  SHOP_REGISTRY: 'C 1234',
  SHOP_MANAGING_DIRECTORS: 'Petra Testová, Karel Test',
  BANK_ACCOUNT_CZK: '19-2000145399/0800',
  BANK_IBAN_CZK: 'CZ65 0800 0000 1920 0014 5399',
  BANK_IBAN_EUR: 'CZ6907101781240000004159',
  BANK_BIC: 'GIBACZPX',
  PRINT_GOOD_DPI: '240',
  PRINT_ACCEPTABLE_DPI: '150',
})
const testApp = await build({ shop: configured.shop, payments: configured.payments })

interface Facts {
  name: string
  company_name: string
  company_id: string
  vat_id: string | null
  address: string
  registry: string | null
  managing_directors: string
  phone: string
  email: string
  website: string
  bank_accounts: Record<
    'czk' | 'eur',
    { holder: string; account: string | null; iban: string; bic: string }
  >
  payment_due_days: number
  vat_rate_percent: number
  free_delivery_from: { czk: number | null; eur: number | null }
  production_days: { min: number; max: number } | null
  transit_days: { min: number; max: number } | null
  print_quality: { good_dpi: number; acceptable_dpi: number }
  own_photos: { max_megabytes: number; keep_days: number }
}

async function facts(): Promise<Facts> {
  const response = await testApp.visitor().get('/v1/shop')
  assert.equal(response.statusCode, 200)
  const body = response.json() as { data: { type: string; id: string; attributes: Facts } }
  assert.equal(body.data.type, 'shop')
  return body.data.attributes
}

test('GET /shop serves the configured facts and what the catalogue and delivery promise', async () => {
  const shop = await facts()
  assert.deepEqual(
    {
      name: shop.name,
      company_name: shop.company_name,
      company_id: shop.company_id,
      vat_id: shop.vat_id,
      address: shop.address,
      registry: shop.registry,
      managing_directors: shop.managing_directors,
      phone: shop.phone,
      email: shop.email,
    },
    {
      name: 'Tiskárna Test',
      company_name: 'Tiskárna Test s.r.o.',
      company_id: '12345678',
      vat_id: 'CZ12345678',
      address: 'Zkušební 1, 110 00 Praha 1',
      registry: 'C 1234',
      managing_directors: 'Petra Testová, Karel Test',
      phone: '+420 200 000 000',
      email: 'obchod@tiskarna.test',
    },
  )
  assert.deepEqual(shop.bank_accounts, {
    czk: {
      holder: 'Tiskárna Test s.r.o.',
      account: '19-2000145399/0800',
      iban: 'CZ6508000000192000145399',
      bic: 'GIBACZPX',
    },
    eur: {
      holder: 'Tiskárna Test s.r.o.',
      account: null,
      iban: 'CZ6907101781240000004159',
      bic: 'GIBACZPX',
    },
  })
  assert.deepEqual(shop.print_quality, { good_dpi: 240, acceptable_dpi: 150 })
  // The defaults: 100 MB a photo, kept 30 days unless ordered (UPLOAD_MAX_BYTES, UPLOAD_KEEP_DAYS).
  assert.deepEqual(shop.own_photos, { max_megabytes: 100, keep_days: 30 })
  assert.equal(shop.vat_rate_percent, 21)
  assert.equal(shop.payment_due_days, 7)
  // The demo's delivery methods: free from 1 500 Kč / 60 €, 1 to 5 working days on the way; the
  // layouts take 2 to 4 working days to make.
  assert.deepEqual(shop.free_delivery_from, { czk: 150000, eur: 6000 })
  assert.deepEqual(shop.transit_days, { min: 1, max: 5 })
  assert.deepEqual(shop.production_days, { min: 2, max: 4 })
})

test('the order mails, the bank-transfer details and both QR payments state the same facts', async () => {
  const shop = await facts()
  const czk = shop.bank_accounts.czk
  const eur = shop.bank_accounts.eur

  const order = orderRow({ number: '2026000042', email: 'jana@example.cz' })
  const instructions = bankTransferInstructions(configured, order)
  assert.equal(instructions.holder, czk.holder)
  assert.equal(instructions.account_number, czk.account)
  assert.equal(instructions.iban, czk.iban)
  assert.equal(instructions.bic, czk.bic)
  assert.match(instructions.qr_payment.payload, new RegExp(`\\*ACC:${czk.iban}\\+${czk.bic}\\*`))

  const mail = await orderConfirmationMail(configured, order, itemRows(), instructions, 4)
  assert.match(mail.subject, new RegExp(`– ${shop.name}$`))
  for (const fact of [
    czk.holder,
    czk.account!,
    printedIban(czk.iban),
    czk.bic,
    shop.email,
    // Czech mails are typeset: a non-breaking space keeps the rate with its per cent sign.
    `DPH ${shop.vat_rate_percent}\u00a0%`,
  ])
    assert.ok(mail.text.includes(fact), `${fact} in the confirmation:\n${mail.text}`)
  assert.ok(mail.html.includes(shop.email))
  // Neither the demo's shop nor its account leaks into a configured shop's mail.
  for (const demo of ['Obrazárna', 'obrazarna.cz', '2801234578'])
    assert.ok(!mail.text.includes(demo) && !mail.html.includes(demo), demo)

  const euroOrder = orderRow({ number: '2026000043', locale: 'de', currency: 'EUR' })
  const euro = bankTransferInstructions(configured, euroOrder)
  assert.equal(euro.iban, eur.iban)
  assert.equal(euro.account_number, null)
  const [, , , , , name, iban] = euro.qr_payment.payload.split('\n')
  assert.deepEqual([name, iban], [eur.holder, eur.iban])
  const euroMail = await orderConfirmationMail(configured, euroOrder, itemRows(), euro, 4)
  assert.ok(euroMail.text.includes(`IBAN: ${printedIban(eur.iban)}`), euroMail.text)

  const paid = paymentReceivedMail(configured, order, 4)
  assert.ok(paid.text.includes(shop.email) && paid.subject.endsWith(shop.name), paid.text)
})
