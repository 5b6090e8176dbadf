import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { invoices } from '../db/schema.js'
import type { InvoiceDocument } from './document.js'
import { invoicePdf } from './pdf.js'

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/** A document's file name: its number, which is unique and safe in a file name. */
export function documentFileName(number: string, extension: 'pdf' | 'isdoc'): string {
  return `${number.replace(/[^\w.-]/g, '_')}.${extension}`
}

/** The PDFs of these tax documents, rendered from the documents as issued, in the order given. */
export async function invoiceAttachments(
  db: Database,
  ids: readonly number[],
): Promise<MailAttachment[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const attachments: MailAttachment[] = []
  for (const id of ids) {
    const row = byId.get(id)
    if (!row) continue
    attachments.push({
      filename: documentFileName(row.number, 'pdf'),
      content: await invoicePdf(row.document as unknown as InvoiceDocument),
      contentType: 'application/pdf',
    })
  }
  return attachments
}

/** The file names tax documents are attached under, by id (the development mailbox lists them). */
export async function attachmentNames(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, documentFileName(row.number, 'pdf')]))
}
