import type { FastifyInstance } from 'fastify'
import { asc, eq, inArray } from 'drizzle-orm'
import type { TaxDocumentKind } from '@print-shop/shop-domain/orders'
import type { Config } from '../config.js'
import { invoices, orders } from '../db/schema.js'
import { mailLine } from '../lib/plain-text.js'
import { paragraph } from '../mails/layout.js'
import type { Mail } from '../mails/outbox.js'
import { orderMailContext, recipient } from './mails.js'
import type { OrderRow } from './types.js'

/** A tax document as a mail names it: its row id (for the outbox) and printed number. */
export interface MailedDocument {
  id: number
  number: string
  kind: TaxDocumentKind
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
