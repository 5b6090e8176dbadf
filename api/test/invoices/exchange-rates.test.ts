import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { rateDayFor } from '../../src/invoices/rate-day.js'
import { shopDay } from '../../src/lib/period.js'
import { parseRateFile, RateFileError, toCzk } from '../../src/invoices/rates.js'
import { build } from '../helper.js'
import { insertOrder } from '../orders/fixtures.js'
import {
  cardOrder,
  documentsOf,
  owner,
  payReport,
  rateFile,
  rateRows,
  today,
} from './core-fixtures.js'

describe("the Czech National Bank's rate file", () => {
  it('is read as published: the day, each currency with its amount, the rate with its decimals', () => {
    const file = parseRateFile(rateFile('2026-11-27'))
    assert.equal(file.day, '2026-11-27')
    assert.deepEqual(file.rates, [
      { currency: 'AUD', amount: 1, rate: '15.112' },
      { currency: 'EUR', amount: 1, rate: '24.250' },
      { currency: 'JPY', amount: 100, rate: '15.925' },
    ])
  })

  it('is refused with the line that is not in its format', () => {
    const lineOf = (text: string) => {
      try {
        parseRateFile(text)
      } catch (error) {
        assert.ok(error instanceof RateFileError)
        return [error.line, error.problem]
      }
      return null
    }
    const good = rateFile('2026-11-27').split('\n')
    assert.equal(lineOf(['27/11/2026', ...good.slice(1)].join('\n'))![0], 1)
    assert.equal(lineOf(['31.11.2026 #229', ...good.slice(1)].join('\n'))![0], 1)
    assert.equal(
      lineOf([good[0], 'country|currency|amount|code|rate', ...good.slice(2)].join('\n'))![0],
      2,
    )
    assert.deepEqual(lineOf([...good.slice(0, 3), 'EMU|euro|1|EUR|24.250'].join('\n')), [4, 'rate'])
    assert.equal(lineOf([...good.slice(0, 3), 'EMU|euro|1|EUR'].join('\n'))![0], 4)
    assert.equal(lineOf([...good.slice(0, 4), 'EMU|euro|1|EUR|24,250'].join('\n'))![0], 5)
    assert.equal(lineOf(good.slice(0, 2).join('\n'))![0], 3)
  })

  it('applies on the day it was published for and the days off after it', () => {
    assert.equal(rateDayFor('2026-11-27'), '2026-11-27')
    assert.equal(rateDayFor('2026-11-29'), '2026-11-27')
    assert.equal(rateDayFor('2026-12-27'), '2026-12-23')
    assert.equal(rateDayFor('2026-04-06'), '2026-04-02')
  })

  it('converts VAT to CZK in whole numbers from the published decimal', () => {
    const rate = { day: '2026-11-27', currency: 'EUR', amount: 1, rate: '24.250' }
    assert.equal(toCzk(1_000, rate), 24_250)
    assert.equal(toCzk(333, rate), 8_075)
    assert.equal(toCzk(-333, rate), -8_075)
    assert.equal(toCzk(100, { ...rate, currency: 'JPY', amount: 100, rate: '15.925' }), 16)
  })
})

describe('an EUR invoice', () => {
  const testAppPromise = build()

  it('waits for the rate of its day, is refused clearly, and is issued by the import', async () => {
    const testApp = await testAppPromise
    const { app, config } = testApp
    const db = testApp.database.db
    const { order, reference } = await cardOrder(app, db, {
      locale: 'de',
      currency: 'EUR',
      // The fixture's two prints (1 078,20 € and 405,00 €), delivered free.
      totalGross: 148_320,
      deliveryGross: 0,
      deliveryNet: 0,
      deliveryVat: 0,
    })
    assert.equal((await payReport(app, config, order, reference)).statusCode, 200)
    assert.equal((await documentsOf(db, order.id)).length, 0)

    const day = today()
    const refused = await owner(app, 'POST', '/invoices', { order_number: order.number })
    assert.equal(refused.status, 409)
    assert.ok(refused.json.message.includes(`EUR for ${day}`), refused.json.message)
    assert.ok(refused.json.message.includes(`--date ${rateDayFor(day)}`), refused.json.message)
    const list = await owner(app, 'GET', `/invoices?order=${order.number}`)
    assert.deepEqual(list.json.meta.waiting, [{ order_number: order.number, currency: 'EUR' }])

    // A malformed file changes nothing.
    const rowsBefore = (await rateRows(db)).length
    const malformed = await owner(app, 'POST', '/exchange-rates', 'EMU|euro|1|EUR|24,250\n')
    assert.equal(malformed.status, 422)
    assert.match(malformed.json.errors.file[0], /^Line 1 must hold the date/)
    assert.equal((await rateRows(db)).length, rowsBefore)
    // A dry run reports and keeps nothing.
    const dry = await owner(app, 'POST', '/exchange-rates?dry_run=true', rateFile(rateDayFor(day)))
    assert.equal(dry.status, 200)
    assert.equal(dry.json.data.invoices_issued.length, 1)
    assert.equal((await rateRows(db)).length, rowsBefore)
    assert.equal((await documentsOf(db, order.id)).length, 0)

    const imported = await owner(app, 'POST', '/exchange-rates', rateFile(rateDayFor(day)))
    assert.equal(imported.status, 200)
    assert.equal(imported.json.data.added, 3)
    assert.deepEqual(imported.json.data.still_waiting, [])
    const [invoice] = await documentsOf(db, order.id)
    assert.deepEqual(imported.json.data.invoices_issued, [invoice!.number])
    assert.deepEqual(invoice!.doc.exchange_rate, {
      day: rateDayFor(day),
      currency: 'EUR',
      amount: 1,
      rate: '24.250',
    })
    assert.equal(invoice!.doc.locale, 'de')
    assert.equal(invoice!.doc.supplier.bank_account?.iban, config.payments.bank.ibanEur)
    // 1 483,20 € at 21 %: 1 225,78 € net and 257,42 € VAT, which is 6 242,44 Kč at 24,250.
    assert.deepEqual(invoice!.doc.by_rate, [
      { vat_rate_percent: 21, net: 122_578, vat: 25_742, gross: 148_320, vat_czk: 624_244 },
    ])

    const again = await owner(app, 'POST', '/exchange-rates', rateFile(rateDayFor(day)))
    assert.equal(again.json.data.added, 0)
    assert.deepEqual(again.json.data.invoices_issued, [])
    assert.equal((await documentsOf(db, order.id)).length, 1)
  })

  it('is credited right after its import when the order was cancelled while it waited', async () => {
    const testApp = await testAppPromise
    const { app } = testApp
    const db = testApp.database.db
    // Paid ten days ago: a day whose rate the test before did not import.
    const paidAt = new Date(Date.now() - 10 * 86_400_000)
    const order = await insertOrder(db, {
      status: 'paid',
      paidAt,
      currency: 'EUR',
      locale: 'en',
      totalGross: 156_220,
    })
    const cancel = await owner(app, 'POST', `/orders/${order.number}/status`, {
      status: 'cancelled',
    })
    assert.equal(cancel.status, 200)
    assert.equal((await documentsOf(db, order.id)).length, 0)

    // The rate of another day does not do: the order keeps waiting.
    const other = await owner(app, 'POST', '/exchange-rates', rateFile('2026-01-02'))
    assert.equal(other.status, 200)
    assert.ok(
      other.json.data.still_waiting.some(
        (row: { order_number: string }) => row.order_number === order.number,
      ),
    )

    const imported = await owner(
      app,
      'POST',
      '/exchange-rates',
      rateFile(rateDayFor(shopDay(paidAt)), '24,100'),
    )
    assert.equal(imported.status, 200)
    const [invoice, note] = await documentsOf(db, order.id)
    assert.equal(invoice!.kind, 'invoice')
    assert.equal(note!.kind, 'credit_note')
    assert.deepEqual(imported.json.data.credit_notes_issued, [note!.number])
    assert.equal(invoice!.doc.taxable_supply_on, shopDay(paidAt))
    assert.equal(invoice!.doc.issued_on, today())
    assert.equal(note!.doc.reason, 'Order cancelled')
    assert.equal(note!.totalGross, -invoice!.totalGross)
    assert.equal(note!.doc.by_rate[0]!.vat_czk, -invoice!.doc.by_rate[0]!.vat_czk!)
  })
})
