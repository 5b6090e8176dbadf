import type { FastifyInstance } from 'fastify'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { invoices, orders } from '../db/schema.js'
import { mailLine } from '../lib/plain-text.js'
import { paragraph } from '../mails/layout.js'
import { orderMailContext, recipient } from '../orders/mails.js'
import type { OrderRow } from '../orders/types.js'
import type { Mail } from '../plugins/mailer.js'
import type { InvoiceDocument } from './document.js'
import { invoicePdf } from './pdf.js'

/** A tax document as a mail names it: its row id (for the outbox) and printed number. */
export interface MailedDocument {
  id: number
  number: string
  kind: 'invoice' | 'credit_note'
}

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

/**
 * The short mail that brings a tax document issued after the payment-received mail went (an EUR
 * invoice that waited for the bank's rate, a credit note), with the document's PDF attached.
 */
export function taxDocumentMail(config: Config, order: OrderRow, document: MailedDocument): Mail {
  const group = 'invoice_issued'
  // The account link reads as the payment mail's.
  const { t, render } = orderMailContext(config, order, 'payment_received')
  const variant = document.kind === 'invoice' ? '' : 'credit_note_'
  const vars = { invoice: document.number, number: order.number }
  const subject = mailLine(t(`mail.${group}.${variant}subject`, vars))
  const { text, html } = render(subject, [paragraph(t(`mail.${group}.${variant}body`, vars))])
  return {
    to: recipient(order),
    subject,
    text,
    html,
    userId: order.userId,
    invoiceIds: [document.id],
  }
}

/**
 * Sends each of these tax documents (by printed number) to its order's customer by its own mail:
 * call it once they are issued and committed, when no other mail carries them (invoices issued
 * when the bank's rate came, credit notes). Orders without an e-mail address get none. Returns
 * how many mails were written.
 */
export async function sendTaxDocumentMails(
  app: FastifyInstance,
  numbers: readonly string[],
): Promise<number> {
  if (numbers.length === 0) return 0
  const found = await app.db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(invoices.number, [...numbers]))
    .orderBy(asc(invoices.id))
  let sent = 0
  for (const { invoice, order } of found) {
    if (!order.email) continue
    const mailed = { id: invoice.id, number: invoice.number, kind: invoice.kind }
    await app.mailer.send(taxDocumentMail(app.config, order, mailed))
    sent++
  }
  return sent
}
