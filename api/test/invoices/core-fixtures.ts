import { inflateRawSync } from 'node:zlib'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { DEMO_OWNER_TOKEN, type Config } from '../../src/config.js'
import type { Database } from '../../src/db/client.js'
import { exchangeRates, invoices, invoiceSeries } from '../../src/db/schema.js'
import type { InvoiceDocument } from '../../src/invoices/document.js'
import { shopDay } from '../../src/lib/period.js'
import { startPayment } from '../../src/orders/start-payment.js'
import { sandboxSignature } from '../../src/payments/sandbox.js'
import { insertOrder } from '../orders/fixtures.js'

/** A call to the owner's API as `npm run shop` makes it. */
export async function owner(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: object | string,
) {
  const response = await app.inject({
    method,
    url: `/v1/owner${url}`,
    headers: {
      authorization: `Bearer ${DEMO_OWNER_TOKEN}`,
      'accept-language': 'en',
      ...(typeof body === 'string' ? { 'content-type': 'text/plain' } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  })
  return { status: response.statusCode, json: response.json() }
}

/** A card order whose sandbox payment has started, then paid by the gateway's signed report. */
/** A business buyer's billing address: company, IČO and DIČ, as checkout takes them. */
export const BUSINESS_BUYER = {
  first_name: 'Jana',
  last_name: 'Nováková',
  company: 'Ateliér Nová s.r.o.',
  company_id: '12345678',
  vat_id: 'CZ12345678',
  street: 'Komunardů 12',
  city: 'Praha',
  zip: '17000',
  country: 'CZ',
  email: 'jana@example.cz',
  phone_number: '+420777123456',
}

export async function cardOrder(
  app: FastifyInstance,
  db: Database,
  overrides: Parameters<typeof insertOrder>[1] = {},
) {
  const order = await insertOrder(db, { paymentMethod: 'card', ...overrides })
  const { paymentUrl } = await startPayment(app, db, order)
  return { order, reference: paymentUrl.split('/').pop()! }
}

export function payReport(
  app: FastifyInstance,
  config: Config,
  order: { totalGross: number; currency: string; number: string },
  reference: string,
) {
  const body = JSON.stringify({
    reference,
    status: 'paid',
    amount: order.totalGross,
    currency: order.currency,
    order_number: order.number,
  })
  return app.inject({
    method: 'POST',
    url: '/v1/payments/callback/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSignature(config.payments.sandboxSecret, body),
    },
    payload: body,
  })
}

export async function documentsOf(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id))
  return rows.map((row) => ({ ...row, doc: row.document as unknown as InvoiceDocument }))
}

export const seriesRows = (db: Database) => db.select().from(invoiceSeries)
export const rateRows = (db: Database) => db.select().from(exchangeRates)

/** The bank's file for a day (YYYY-MM-DD) with EUR at `eur` (e.g. "24,250"). */
export function rateFile(day: string, eur = '24,250'): string {
  const [year, month, date] = day.split('-')
  return [
    `${date}.${month}.${year} #229`,
    'země|měna|množství|kód|kurz',
    'Austrálie|dolar|1|AUD|15,112',
    `EMU|euro|1|EUR|${eur}`,
    'Japonsko|jen|100|JPY|15,925',
    '',
  ].join('\n')
}

export const today = () => shopDay(new Date())

/** The files of a zip archive by name, read with node's zlib (stored or deflated entries). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    at += 46 + nameLength + extra
  }
  return files
}
