import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { issueInvoice } from '../../src/invoices/issue.js'
import { rateDayFor } from '../../src/invoices/rate-day.js'
import { build } from '../helper.js'
import { documentsOf, rateFile, today, unzip } from '../invoices/core-fixtures.js'
import { insertOrder } from '../orders/fixtures.js'
import { runTool } from './tool.js'

// The real API on a free port, the bank's rate file from a local stand-in, and the owner's tool as
// its own process talking to both.
const { app, database, config } = await build()
const db = database.db
let apiUrl = ''
const bankAsked: string[] = []
const bank = http.createServer((request, response) => {
  const url = new URL(request.url!, 'http://bank')
  bankAsked.push(url.searchParams.get('date') ?? '')
  const [date, month, year] = (url.searchParams.get('date') ?? '').split('.')
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
  response.end(rateFile(`${year}-${month}-${date}`, '24,315'))
})
let bankUrl = ''
before(async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  apiUrl = `${address}/v1`
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve))
  bankUrl = `http://127.0.0.1:${(bank.address() as { port: number }).port}/denni_kurz.txt`
})
after(() => bank.close())

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-invoices-cli-'))
after(() => fs.rmSync(workDir, { recursive: true, force: true }))

/** Runs `npm run shop -- …` (without npm) from the work folder and gives its exit code and output. */
function shop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runTool(args, {
    ...process.env,
    SHOP_API_URL: apiUrl,
    OWNER_TOKEN: DEMO_OWNER_TOKEN,
    LANG: 'en',
    CNB_RATES_URL: bankUrl,
    INIT_CWD: workDir,
  })
}

describe('npm run shop -- rates and invoices', () => {
  const month = today().slice(0, 7)
  const rateDay = rateDayFor(today())

  it('rates import: downloads the day’s file and issues the EUR invoices that waited for it', async () => {
    const euro = await insertOrder(db, {
      status: 'paid',
      paidAt: new Date(),
      currency: 'EUR',
      locale: 'sk',
      totalGross: 156_220,
    })
    assert.equal((await issueInvoice(db, config, euro.id)).status, 'waiting')
    const listed = await shop('invoices', 'list', '--order', euro.number)
    assert.equal(listed.code, 0, listed.stderr)
    assert.match(listed.stdout, new RegExp(`waiting for the EUR rate: order ${euro.number}`))

    const refused = await shop('invoices', 'issue', euro.number)
    assert.equal(refused.code, 1)
    assert.match(refused.stderr, new RegExp(`rates import --date ${rateDay}`))

    const dry = await shop('rates', 'import', '--date', rateDay, '--dry-run')
    assert.equal(dry.code, 0, dry.stderr)
    assert.equal((await documentsOf(db, euro.id)).length, 0)

    const run = await shop('rates', 'import', '--date', rateDay)
    assert.equal(run.code, 0, run.stderr)
    const [day, monthOfYear, year] = [rateDay.slice(8), rateDay.slice(5, 7), rateDay.slice(0, 4)]
    assert.equal(bankAsked.at(-1), `${day}.${monthOfYear}.${year}`)
    assert.match(
      run.stdout,
      new RegExp(`rates of ${rateDay}: 3 currencies, 3 new \\(1 EUR = 24.315 CZK\\)`),
    )
    const [invoice] = await documentsOf(db, euro.id)
    assert.match(run.stdout, new RegExp(`invoices issued: ${invoice!.number}`))
    assert.equal(invoice!.doc.exchange_rate?.rate, '24.315')
  })

  it('rates import: refuses a malformed file (exit 1) and a confused call (exit 2)', async () => {
    fs.writeFileSync(path.join(workDir, 'bad.txt'), 'EMU|euro|1|EUR|24,250\n')
    const bad = await shop('rates', 'import', '--file', 'bad.txt')
    assert.equal(bad.code, 1)
    assert.match(bad.stderr, /file: Line 1 must hold the date and number/)
    const both = await shop('rates', 'import', '--file', 'bad.txt', '--date', rateDay)
    assert.equal(both.code, 2)
    const wrongDay = await shop('rates', 'import', '--date', '2026-02-30')
    assert.equal(wrongDay.code, 2)
  })

  it('invoices list, show, pdf and export', async () => {
    const order = await insertOrder(db, { status: 'paid', paidAt: new Date() })
    const issued = await issueInvoice(db, config, order.id)
    assert.equal(issued.status, 'issued')
    const number = (issued as { number: string }).number

    const list = await shop('invoices', 'list', '--month', month)
    assert.equal(list.code, 0, list.stderr)
    assert.match(list.stdout, new RegExp(`${number}\\s+invoice\\s+${order.number}`))

    const show = await shop('invoices', 'show', number)
    assert.equal(show.code, 0, show.stderr)
    assert.match(show.stdout, new RegExp(`invoice \\(daňový doklad\\) ${number}`))
    assert.match(show.stdout, /Polabská mlha – Fotografie, lesklý, 30 × 20 cm/)
    assert.match(show.stdout, /VAT 21 %: net 1 291,07 Kč, VAT 271,13 Kč, gross 1 562,20 Kč/)

    const pdf = await shop('invoices', 'pdf', number, '--out', 'faktura.pdf')
    assert.equal(pdf.code, 0, pdf.stderr)
    assert.equal(
      fs.readFileSync(path.join(workDir, 'faktura.pdf')).subarray(0, 5).toString(),
      '%PDF-',
    )

    const exported = await shop('invoices', 'export', '--month', month, '--out', 'month.zip')
    assert.equal(exported.code, 0, exported.stderr)
    const zip = unzip(fs.readFileSync(path.join(workDir, 'month.zip')))
    assert.ok(
      zip.has(`${number}.pdf`) && zip.has(`${number}.isdoc`) && zip.has(`summary-${month}.csv`),
    )
    assert.match(exported.stdout, new RegExp(`  ${number}.isdoc`))

    assert.equal((await shop('invoices', 'export')).code, 2)
    assert.equal((await shop('invoices', 'export', '--month', '11-2026')).code, 2)
    const unknown = await shop('invoices', 'show', '2026-999999')
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /There is no tax document numbered 2026-999999/)
    assert.match((await shop('invoices', '--help')).stdout, /invoices export --month <YYYY-MM>/)
  })
})
