import { and, asc, eq, inArray } from 'drizzle-orm'
import type { TaxDocumentKind } from '@print-shop/shop-domain/orders'
import type { Database } from '../db/client.js'
import { invoices } from '../db/schema.js'
import { documentFileName } from './mail.js'

/** What the customer's order lists of a tax document (its content is fetched as PDF or ISDOC). */
export interface OrderDocumentRow {
  id: number
  orderId: number
  number: string
  kind: TaxDocumentKind
  issuedOn: string
}

/** The tax documents of these orders, invoice first, then credit notes as issued: one query. */
export function loadOrderDocuments(
  db: Database,
  orderIds: readonly number[],
): Promise<OrderDocumentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      number: invoices.number,
      kind: invoices.kind,
      issuedOn: invoices.issuedOn,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]))
    .orderBy(asc(invoices.id))
}

/** One tax document of an order by its printed number; undefined when the order has none such. */
export async function orderDocument(db: Database, orderId: number, number: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.number, number)))
  return row
}

/** The download addresses of an order's documents, as the order resource lists them. */
export function orderDocumentLinks(
  publicUrl: string,
  orderId: number,
  documents: readonly OrderDocumentRow[],
) {
  const base = `${publicUrl}/v1/me/orders/${orderId}/invoices`
  return documents.map((row) => ({
    number: row.number,
    kind: row.kind,
    issued_on: row.issuedOn,
    pdf_url: `${base}/${documentFileName(row.number, 'pdf')}`,
    isdoc_url: `${base}/${documentFileName(row.number, 'isdoc')}`,
  }))
}
