import { and, asc, eq, like, type SQL } from 'drizzle-orm'
import type { TaxDocumentKind } from '@print-shop/shop-domain/orders'
import type { Database } from '../db/client.js'
import { invoices, orders } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import type { InvoiceDocument } from './document.js'
import { ordersAwaitingInvoice } from './issue.js'

/** One tax document in the owner's list: what the accountant sorts and sums by. */
export interface InvoiceSummary {
  number: string
  kind: TaxDocumentKind
  order_number: string
  corrects: string | null
  issued_on: string
  taxable_supply_on: string
  customer: string
  country: string
  currency: string
  vat_scheme: string
  total_net: number
  total_vat: number
  total_gross: number
}

export function summaryOf(document: InvoiceDocument, country: string): InvoiceSummary {
  return {
    number: document.number,
    kind: document.kind,
    order_number: document.order_number,
    corrects: document.corrects?.number ?? null,
    issued_on: document.issued_on,
    taxable_supply_on: document.taxable_supply_on,
    customer: document.customer.company ?? document.customer.name,
    country,
    currency: document.currency,
    vat_scheme: document.vat_scheme,
    total_net: document.total_net,
    total_vat: document.total_vat,
    total_gross: document.total_gross,
  }
}

/** The documents issued in a month (YYYY-MM) and/or of an order, in the order they were numbered. */
export async function documentsIssued(
  db: Database,
  { month, orderNumber }: { month?: string; orderNumber?: string },
): Promise<{ document: InvoiceDocument; country: string }[]> {
  const conditions: SQL[] = []
  if (month) conditions.push(like(invoices.issuedOn, `${month}-%`))
  if (orderNumber) conditions.push(eq(orders.number, orderNumber))
  const rows = await db
    .select({ document: invoices.document, country: invoices.country })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(...conditions))
    .orderBy(asc(invoices.id))
  return rows.map((row) => ({
    document: row.document as unknown as InvoiceDocument,
    country: row.country,
  }))
}

/** The list the owner sees: the documents, and the paid orders still waiting for their invoice. */
export async function listInvoices(db: Database, filter: { month?: string; orderNumber?: string }) {
  const documents = await documentsIssued(db, filter)
  const waiting = (await ordersAwaitingInvoice(db))
    .filter((order) => !filter.orderNumber || order.number === filter.orderNumber)
    .map((order) => ({ order_number: order.number, currency: order.currency }))
  return {
    invoices: documents.map(({ document, country }) => summaryOf(document, country)),
    waiting,
  }
}

/** One document as issued; 404 naming the number. */
export async function documentNumbered(db: Database, number: string): Promise<InvoiceDocument> {
  const [row] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(eq(invoices.number, number))
  if (!row) throw new HttpError(404, 'owner.invoices.not_found', undefined, { number })
  return row.document as unknown as InvoiceDocument
}
