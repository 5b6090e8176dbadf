import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { issueInvoice } from '../../src/invoices/issue.js'
import { DEMO_ENV, build } from '../helper.js'
import { billing, insertOrder } from '../orders/fixtures.js'
import { documentsOf, owner, rateFile, today, unzip } from './core-fixtures.js'
import { rateDayFor } from '../../src/invoices/rate-day.js'

const testApp = await build({
  invoicing: { ...loadConfig(DEMO_ENV).invoicing, vatScheme: 'oss' },
})
const { app, config } = testApp
const db = testApp.database.db

/** A paid order of the fixture's prints (1 483,20 gross, free delivery) delivered to `country`. */
async function paidOrderTo(country: string, currency: 'CZK' | 'EUR') {
  const order = await insertOrder(db, {
    status: 'paid',
    paidAt: new Date(),
    currency,
    locale: country === 'CZ' ? 'cs' : country === 'SK' ? 'sk' : 'de',
    billing: { ...billing(), country },
    pickupPoint: null,
    totalGross: 148_320,
    deliveryGross: 0,
    deliveryNet: 0,
    deliveryVat: 0,
  })
  const result = await issueInvoice(db, config, order.id)
  assert.equal(result.status, 'issued')
  return (await documentsOf(db, order.id))[0]!
}

describe('OSS: the delivery country’s rate', () => {
  it('derives net and VAT from the same gross: SK 23 %, DE 19 %, CZ 21 %', async () => {
    await owner(app, 'POST', '/exchange-rates', rateFile(rateDayFor(today())))
    const sk = await paidOrderTo('SK', 'EUR')
    const de = await paidOrderTo('DE', 'EUR')
    const cz = await paidOrderTo('CZ', 'CZK')
    const byRate = (document: typeof sk) =>
      document.doc.by_rate.map(({ vat_rate_percent, net, vat, gross }) => ({
        vat_rate_percent,
        net,
        vat,
        gross,
      }))
    // 107 820 and 40 500 split per line: 87 659 + 32 927 net at 23 %, and so on.
    assert.deepEqual(byRate(sk), [
      { vat_rate_percent: 23, net: 120_586, vat: 27_734, gross: 148_320 },
    ])
    assert.deepEqual(byRate(de), [
      { vat_rate_percent: 19, net: 124_639, vat: 23_681, gross: 148_320 },
    ])
    assert.deepEqual(byRate(cz), [
      { vat_rate_percent: 21, net: 122_578, vat: 25_742, gross: 148_320 },
    ])
    assert.deepEqual(
      [sk.country, de.country, cz.country, sk.vatScheme, sk.doc.vat_scheme],
      ['SK', 'DE', 'CZ', 'oss', 'oss'],
    )
    assert.equal(sk.doc.by_rate[0]!.vat_czk, 672_550)

    // The accounting CSV states the invoices' VAT, not the Czech split the orders keep.
    const exported = await owner(app, 'GET', `/orders/export?from=${today()}&to=${today()}`)
    const lines: string[] = exported.json.data.csv.split('\r\n')
    const lineOf = (number: string) => lines.find((line) => line.startsWith(`${number};`))!
    assert.match(lineOf(sk.doc.order_number), /;EUR;23;1205\.86;277\.34;1483\.20;/)
    assert.match(lineOf(de.doc.order_number), /;EUR;19;1246\.39;236\.81;1483\.20;/)
    assert.match(lineOf(cz.doc.order_number), /;CZK;21;1225\.78;257\.42;1483\.20;/)
  })

  it('takes the pickup point’s country before the billing address', async () => {
    const order = await insertOrder(db, {
      status: 'paid',
      paidAt: new Date(),
      billing: { ...billing(), country: 'CZ' },
      pickupPoint: {
        id: '77',
        carrier: 'zasilkovna',
        name: 'Z-BOX Bratislava',
        street: 'Obchodná 1',
        city: 'Bratislava',
        zip: '81106',
        country: 'SK',
      },
    })
    await issueInvoice(db, config, order.id)
    const [invoice] = await documentsOf(db, order.id)
    assert.equal(invoice!.country, 'SK')
    assert.deepEqual(
      new Set(invoice!.doc.lines.map((line) => line.vat_rate_percent)),
      new Set([23]),
    )
  })
})

describe("the accountant's month", () => {
  it('is one zip with every PDF and ISDOC and a summary per currency, country and rate', async () => {
    const month = today().slice(0, 7)
    const list = await owner(app, 'GET', `/invoices?month=${month}`)
    assert.equal(list.status, 200)
    const numbers: string[] = list.json.data.map((row: { number: string }) => row.number)
    assert.ok(numbers.length >= 4)

    const response = await owner(app, 'GET', `/invoices/export?month=${month}`)
    assert.equal(response.status, 200)
    const { files, documents, content_base64 } = response.json.data
    assert.equal(documents, numbers.length)
    const expected = [
      ...numbers.flatMap((number) => [`${number}.pdf`, `${number}.isdoc`]),
      `summary-${month}.csv`,
    ]
    assert.deepEqual(files, expected)
    const zip = unzip(Buffer.from(content_base64, 'base64'))
    assert.deepEqual([...zip.keys()], expected)
    for (const number of numbers) {
      assert.equal(zip.get(`${number}.pdf`)!.subarray(0, 5).toString(), '%PDF-')
      assert.match(zip.get(`${number}.isdoc`)!.toString(), new RegExp(`<ID>${number}</ID>`))
    }
    const csv = zip.get(`summary-${month}.csv`)!.toString('utf8')
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n')
    assert.equal(
      lines[0],
      'currency;country;vat_scheme;vat_rate;invoices;credit_notes;net;vat;gross;vat_czk',
    )
    assert.ok(lines.includes('EUR;DE;oss;19;1;0;1246.39;236.81;1483.20;5742.64'), csv)
    assert.ok(lines.includes('EUR;SK;oss;23;1;0;1205.86;277.34;1483.20;6725.50'), csv)
    assert.ok(
      lines.some((line) => line.startsWith('CZK;CZ;oss;21;1;0;1225.78;257.42;1483.20;')),
      csv,
    )
  })

  it('refuses a month that is not one, and an unknown document', async () => {
    assert.equal((await owner(app, 'GET', '/invoices/export?month=2026-13')).status, 422)
    assert.equal((await owner(app, 'GET', '/invoices/export')).status, 422)
    const unknown = await owner(app, 'GET', '/invoices/2026-999999')
    assert.equal(unknown.status, 404)
    assert.match(unknown.json.message, /2026-999999/)
    const bad = await owner(app, 'POST', '/invoices', { order_number: 'x; drop' })
    assert.equal(bad.status, 422)
    const none = await owner(app, 'POST', '/invoices', { order_number: '1999000001' })
    assert.equal(none.status, 404)
  })
})
