import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { inArray } from 'drizzle-orm'
import { invoices } from '../../src/db/schema.js'
import { build } from '../helper.js'
import { inParallel } from '../concurrency/fixtures.js'
import { cardOrder, payReport, seriesRows, today } from './core-fixtures.js'

// PostgreSQL only: PGlite has one connection, so its payments never really run at once
// (issuing.test.ts numbers them one after another there).
const testApp = await build()
const { app, config } = testApp
const db = testApp.database.db

describe('invoice numbers under concurrent payments', () => {
  it('20 payments at once get 20 consecutive numbers: no gap, no duplicate', async () => {
    const year = today().slice(0, 4)
    const paid: Awaited<ReturnType<typeof cardOrder>>[] = []
    for (let index = 0; index < 20; index++) paid.push(await cardOrder(app, db))
    const before = (await seriesRows(db)).find((row) => row.series === `invoice/${year}`)
    const answers = await inParallel(20, (index) =>
      payReport(app, config, paid[index]!.order, paid[index]!.reference),
    )
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array(20).fill(200),
    )
    const issued = await db
      .select({ number: invoices.number, orderId: invoices.orderId })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          paid.map(({ order }) => order.id),
        ),
      )
    assert.equal(issued.length, 20)
    assert.equal(new Set(issued.map((row) => row.orderId)).size, 20)
    const running = issued.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b)
    const first = (before?.lastNumber ?? 0) + 1
    assert.deepEqual(
      running,
      Array.from({ length: 20 }, (_, index) => first + index),
    )
    const after = (await seriesRows(db)).find((row) => row.series === `invoice/${year}`)
    assert.equal(after!.lastNumber, first + 19)
  })
})
