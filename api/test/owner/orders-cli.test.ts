import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { outbox } from '../../src/db/schema.js'
import { build } from '../helper.js'
import { insertOrder, orderById, statusHistory } from '../orders/fixtures.js'
import { runTool } from './tool.js'

// The real API on a free port, and the owner's tool as its own process talking to it.
const { app, database } = await build()
const db = database.db
let apiUrl = ''
before(async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  apiUrl = `${address}/v1`
})

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-orders-cli-'))
after(() => fs.rmSync(workDir, { recursive: true, force: true }))

/** Runs `npm run shop -- orders …` (without npm) and gives its exit code and output. */
function shop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runTool(['orders', ...args], {
    ...process.env,
    SHOP_API_URL: apiUrl,
    OWNER_TOKEN: DEMO_OWNER_TOKEN,
    LANG: 'en',
  })
}

describe('npm run shop -- orders', () => {
  it('status: ships an order with its tracking number and e-mails the customer', async () => {
    const order = await insertOrder(db, { status: 'in_production' })
    const dry = await shop(
      'status',
      order.number,
      'shipped',
      '--tracking',
      'Z1234567890',
      '--dry-run',
    )
    assert.equal(dry.code, 0, dry.stderr)
    assert.match(dry.stderr, /dry run: nothing is written/)
    assert.match(
      dry.stdout,
      new RegExp(`order ${order.number}: in_production → shipped \\(dry run`),
    )
    assert.match(dry.stdout, /would email "Objednávka \d+ je na cestě – Obrazárna"/)
    assert.equal((await orderById(db, order.id)).status, 'in_production')

    const result = await shop('status', order.number, 'shipped', '--tracking', 'Z1234567890')
    assert.equal(result.code, 0, result.stderr)
    assert.match(result.stdout, new RegExp(`^order ${order.number}: in_production → shipped\n`))
    assert.match(result.stdout, /tracking number: Z1234567890/)
    assert.match(
      result.stdout,
      new RegExp(`emailed "Objednávka ${order.number} je na cestě – Obrazárna" to ${order.email}`),
    )
    const changed = await orderById(db, order.id)
    assert.equal(changed.status, 'shipped')
    assert.equal(changed.trackingNumber, 'Z1234567890')
    assert.deepEqual(await statusHistory(db, order.id), ['in_production', 'shipped'])
    const mails = await db.select().from(outbox).where(eq(outbox.to, order.email!))
    assert.equal(mails.length, 1)
    assert.match(mails[0]!.text, /Číslo zásilky: Z1234567890/)
  })

  it('status: a bad status is a usage error (2), a refused change exit code 1', async () => {
    const order = await insertOrder(db, { status: 'paid' })
    const bad = await shop('status', order.number, 'lost')
    assert.equal(bad.code, 2)
    assert.match(bad.stderr, /unknown status "lost"; one of: paid, in_production, shipped/)
    assert.match(bad.stderr, /usage: npm run shop -- orders status <number> <status>/)

    const noTracking = await shop('status', order.number, 'shipped')
    assert.equal(noTracking.code, 1)
    assert.match(noTracking.stderr, /The order \d+ is paid: it cannot become shipped/)
    const unknown = await shop('status', '2026999999', 'paid')
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /There is no order number 2026999999\./)
    assert.equal((await orderById(db, order.id)).status, 'paid')
  })

  it('list and show: the order as the owner needs it', async () => {
    const order = await insertOrder(db, {
      status: 'paid',
      billing: {
        first_name: 'Klára',
        last_name: `Listová${process.pid}`,
        company: null,
        company_id: null,
        vat_id: null,
        street: 'Dělnická 5',
        city: 'Praha',
        zip: '17000',
        country: 'CZ',
        email: null,
        phone_number: null,
      },
    })
    const list = await shop('list', '--search', `Listová${process.pid}`, '--status', 'paid')
    assert.equal(list.code, 0, list.stderr)
    const [header, row, summary] = list.stdout.trimEnd().split('\n')
    assert.match(header!, /^number\s+placed\s+status\s+customer\s+email\s+total\s+payment$/)
    assert.match(row!, new RegExp(`^${order.number}\\s+2026-11-22 11:00\\s+paid\\s+Klára Listová`))
    assert.match(row!, /1562\.20 CZK\s+bank_transfer$/)
    assert.equal(summary, '1 of 1 matching order(s)')

    const show = await shop('show', order.number)
    assert.equal(show.code, 0, show.stderr)
    assert.match(show.stdout, new RegExp(`^order ${order.number}  paid  placed 2026-11-22 11:00`))
    assert.match(show.stdout, /pickup point: Z-BOX Praha 7, Dukelských hrdinů 47/)
    assert.match(
      show.stdout,
      /Krkonoše v zimě\s+Plakát\s+297 × 420\s+matný\s+at 100,0 of 5000×5000px\s+1/,
    )
    assert.match(show.stdout, /total 1562\.20 CZK = net 1291\.07 CZK \+ VAT 21 % 271\.13 CZK/)

    const badDay = await shop('list', '--from', '2026-13-01')
    assert.equal(badDay.code, 2)
    assert.match(badDay.stderr, /--from must be a day such as 2026-11-01, not "2026-13-01"/)
  })

  it('export: writes the CSV to a file and sums it up', async () => {
    await insertOrder(db, {
      status: 'delivered',
      createdAt: new Date('2024-05-02T09:00:00Z'),
      paidAt: new Date('2024-05-03T09:00:00Z'),
      billing: {
        first_name: 'Jan',
        last_name: 'Novák',
        company: 'Ateliér, s.r.o.',
        company_id: '87654321',
        vat_id: 'CZ87654321',
        street: 'Dělnická 5',
        city: 'Praha',
        zip: '17000',
        country: 'CZ',
        email: null,
        phone_number: null,
      },
    })
    const file = path.join(workDir, 'may.csv')
    const result = await shop(
      'export',
      '--from',
      '2024-05-01',
      '--to',
      '2024-05-31',
      '--output',
      file,
    )
    assert.equal(result.code, 0, result.stderr)
    assert.match(result.stdout, /^1 order\(s\) paid 2024-05-01 to 2024-05-31 → .*may\.csv\n/)
    assert.match(
      result.stdout,
      /CZK VAT 21 %: 1 order\(s\), net 1291\.07, VAT 271\.13, gross 1562\.20/,
    )
    const csv = fs.readFileSync(file, 'utf8')
    assert.ok(csv.startsWith('\ufeffnumber;placed;paid;status;customer;company;'))
    assert.match(
      csv,
      /;2024-05-02;2024-05-03;delivered;Jan Novák;Ateliér, s\.r\.o\.;87654321;CZ87654321;CZ;CZK;21;1291\.07;271\.13;1562\.20;bank_transfer\r\n/,
    )

    const backwards = await shop('export', '--from', '2024-05-31', '--to', '2024-05-01')
    assert.equal(backwards.code, 2)
    assert.match(backwards.stderr, /--to 2024-05-01 is before --from 2024-05-31/)
    const missing = await shop('export', '--from', '2024-05-01')
    assert.equal(missing.code, 2)
  })

  it('--help: usage, options and an example', async () => {
    const help = await shop('status', '--help')
    assert.equal(help.code, 0)
    assert.match(
      help.stdout,
      /^usage: npm run shop -- orders status <number> <status> \[--tracking <number>\] \[--dry-run\]/,
    )
    assert.match(
      help.stdout,
      /Example: npm run shop -- orders status 2026000042 shipped --tracking/,
    )
    const group = await shop('--help')
    assert.equal(group.code, 0)
    for (const action of ['list', 'show', 'status', 'export'])
      assert.match(group.stdout, new RegExp(`orders ${action} `))
  })
})
