import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../src/db/client.js'
import { outbox } from '../../src/db/schema.js'
import { nodeArguments } from '../node-entry.js'
import { insertOrder, statusHistory } from './fixtures.js'

// The command runs on its own PGlite folder, as the shop owner's would.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-status-cli-'))
after(() => fs.rmSync(dataDir, { recursive: true, force: true }))

function orderStatus(...args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const result = spawnSync(
    process.execPath,
    [...nodeArguments('src/orders/status-cli.ts'), ...args],
    { env: { ...env, PGLITE_DATA_DIR: dataDir, SHOP_MODE: 'demo' }, encoding: 'utf8' },
  )
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ dataDir })
  try {
    return await work(database.db)
  } finally {
    await database.close()
  }
}

describe('npm run order:status', () => {
  let order: { id: number; number: string; email: string | null }
  before(async () => {
    const database = await openDatabase({ dataDir })
    await database.migrate()
    order = await insertOrder(database.db, { status: 'awaiting_payment', number: '2026000042' })
    await database.close()
  })

  it('marks a bank-transfer order paid and e-mails the shopper', async () => {
    const result = orderStatus('2026000042', 'paid')
    assert.equal(result.code, 0, result.stderr)
    assert.match(result.stdout, /order 2026000042: awaiting_payment → paid/)
    await withDatabase(async (db) => {
      assert.deepEqual(await statusHistory(db, order.id), ['awaiting_payment', 'paid'])
      const mails = await db.select().from(outbox)
      assert.deepEqual(
        mails.map((mail) => [mail.to, mail.subject]),
        [[order.email, 'Platba za objednávku 2026000042 přijata – Obrazárna']],
      )
    })
  })

  it('refuses a forbidden transition, an unknown order or status with exit code 1', () => {
    const forbidden = orderStatus('2026000042', 'delivered')
    assert.equal(forbidden.code, 1)
    assert.match(forbidden.stderr, /order 2026000042 is paid: it cannot become delivered/)
    const unknown = orderStatus('2026999999', 'shipped')
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /no order number 2026999999/)
    const status = orderStatus('2026000042', 'lost')
    assert.equal(status.code, 1)
    assert.match(status.stderr, /unknown status "lost"; one of: new, awaiting_payment/)
    assert.equal(orderStatus().code, 1)
  })
  it('takes the tracking number of a shipped order and e-mails each change', async () => {
    assert.equal(orderStatus('2026000042', 'in_production').code, 0)
    const missing = orderStatus('2026000042', 'shipped')
    assert.equal(missing.code, 1)
    assert.match(missing.stderr, /Give the carrier’s tracking number/)
    const shipped = orderStatus('2026000042', 'shipped', 'Z1234567890')
    assert.equal(shipped.code, 0, shipped.stderr)
    assert.match(
      shipped.stdout,
      /order 2026000042: in_production → shipped\ntracking number: Z1234567890/,
    )
    await withDatabase(async (db) => {
      const mails = await db.select().from(outbox).where(eq(outbox.to, order.email!))
      assert.deepEqual(
        mails.map((mail) => mail.subject.replace(/\u00a0/g, ' ')),
        [
          'Platba za objednávku 2026000042 přijata – Obrazárna',
          'Objednávka 2026000042 je ve výrobě – Obrazárna',
          'Objednávka 2026000042 je na cestě – Obrazárna',
        ],
      )
    })
  })
})

describe('npm run order:status -- --cancel-overdue', () => {
  it('cancels a card order left unpaid for over an hour and keeps a fresh one', async () => {
    const { stale, fresh } = await withDatabase(async (db) => ({
      stale: await insertOrder(db, {
        status: 'awaiting_payment',
        paymentMethod: 'card',
        createdAt: new Date(Date.now() - 2 * 3_600_000),
      }),
      fresh: await insertOrder(db, {
        status: 'awaiting_payment',
        paymentMethod: 'card',
        createdAt: new Date(),
      }),
    }))
    const result = orderStatus('--cancel-overdue')
    assert.equal(result.code, 0, result.stderr)
    assert.match(result.stdout, new RegExp(`cancelled 1 unpaid orders: ${stale.number}`))
    await withDatabase(async (db) => {
      assert.deepEqual(await statusHistory(db, stale.id), ['awaiting_payment', 'cancelled'])
      assert.deepEqual(await statusHistory(db, fresh.id), ['awaiting_payment'])
    })
    assert.match(orderStatus('--cancel-overdue').stdout, /no unpaid order is overdue/)
  })
})
