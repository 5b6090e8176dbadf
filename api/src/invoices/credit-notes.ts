import { and, eq } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { invoices, orders } from '../db/schema.js'
import { HttpError, type FieldErrors } from '../lib/http-error.js'
import { translator } from '../lib/messages.js'
import { shopDay } from '../lib/period.js'
import { allocate } from '../pricing/vat.js'
import { lineOf, totalsOf } from './amounts.js'
import type { InvoiceDocument, InvoiceLine } from './document.js'
import { insertDocument, invoiceOf } from './issue.js'

export interface CreditNoteInput {
  orderId: number
  reason: 'cancelled' | 'withdrawal'
  /** The items taken back (withdrawal); without them the whole order (cancelled). */
  items?: Array<{ order_item_id: number; quantity: number }>
  /** Whether the delivery is credited too (always, for a whole order). */
  includeDelivery?: boolean
}

/** What earlier credit notes of the invoice took back: quantities per order item, and the delivery. */
async function creditedSoFar(db: Database, invoiceId: number) {
  const notes = await db
    .select({ document: invoices.document, totalGross: invoices.totalGross })
    .from(invoices)
    .where(and(eq(invoices.correctsId, invoiceId), eq(invoices.kind, 'credit_note')))
  const quantities = new Map<number, number>()
  let delivery = false
  let gross = 0
  for (const note of notes) {
    gross += note.totalGross
    for (const line of (note.document as unknown as InvoiceDocument).lines) {
      if (line.order_item_id == null) delivery = true
      else
        quantities.set(
          line.order_item_id,
          (quantities.get(line.order_item_id) ?? 0) - line.quantity,
        )
    }
  }
  return { quantities, delivery, gross }
}

/** The negative of an invoice line: the part `quantity` of its `whole` quantity, taken back. */
function creditLine(line: InvoiceLine, quantity: number, gross: number): InvoiceLine {
  const credited = lineOf(
    line.description,
    quantity,
    gross,
    line.vat_rate_percent,
    line.order_item_id ?? null,
  )
  return {
    ...credited,
    quantity: -quantity,
    unit_net: Math.abs(credited.unit_net),
    net: -credited.net,
    vat: -credited.vat,
    gross: -credited.gross,
  }
}

/**
 * The invoice lines to take back: every line not credited yet (a cancelled order), or the given
 * items' quantities and, when asked, the delivery (a withdrawal). A line's gross is shared over its
 * quantity in whole minor units, so crediting it piece by piece adds up to the line exactly.
 */
function linesToCredit(
  invoice: InvoiceDocument,
  input: CreditNoteInput,
  done: Awaited<ReturnType<typeof creditedSoFar>>,
): InvoiceLine[] {
  const wanted = input.items
    ? new Map(input.items.map((item) => [item.order_item_id, item.quantity]))
    : null
  const delivery = input.items ? Boolean(input.includeDelivery) : true
  const problems: FieldErrors = {}
  if (wanted) {
    if (wanted.size !== input.items!.length) problems.items = { key: 'owner.invoices.item_twice' }
    for (const [id, quantity] of wanted) {
      const line = invoice.lines.find((candidate) => candidate.order_item_id === id)
      const left = line ? line.quantity - (done.quantities.get(id) ?? 0) : 0
      if (!line) problems.items = { key: 'owner.invoices.item_unknown', vars: { id } }
      else if (!Number.isInteger(quantity) || quantity < 1 || quantity > left)
        problems.items = { key: 'owner.invoices.quantity_over', vars: { id, left } }
    }
  }
  const deliveryLine = invoice.lines.find((line) => line.order_item_id == null)
  if (input.items && delivery && (!deliveryLine || done.delivery))
    problems.include_delivery = { key: 'owner.invoices.delivery_credited' }
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)

  const lines: InvoiceLine[] = []
  for (const line of invoice.lines) {
    if (line.order_item_id == null) {
      if (delivery && !done.delivery) lines.push(creditLine(line, 1, line.gross))
      continue
    }
    const creditedBefore = done.quantities.get(line.order_item_id) ?? 0
    const quantity = wanted ? (wanted.get(line.order_item_id) ?? 0) : line.quantity - creditedBefore
    if (quantity <= 0) continue
    // Each piece's gross, in whole minor units adding up to the line's; the earlier pieces go first.
    const pieces = allocate(
      line.gross,
      Array.from({ length: line.quantity }, () => 1),
    )
    const gross = pieces
      .slice(creditedBefore, creditedBefore + quantity)
      .reduce((sum, piece) => sum + piece, 0)
    lines.push(creditLine(line, quantity, gross))
  }
  if (!lines.length) throw new HttpError(409, 'owner.invoices.nothing_to_credit')
  return lines
}

/**
 * Issues the credit note (opravný daňový doklad) correcting an order's invoice: for a cancelled
 * paid order everything not credited yet, for a withdrawal the items' quantities given (and the
 * delivery when `includeDelivery`). Negative amounts at the invoice's own rates (and its bank
 * rate for the VAT in CZK), the invoice's number and date, the reason in the document's language.
 * Runs in the caller's transaction (a savepoint) or its own. 409 when the order has no invoice (an
 * EUR invoice still waiting for its rate) or nothing is left to credit; 422 for items that are
 * not the order's or more pieces than are left.
 */
export async function issueCreditNote(
  db: Database,
  config: Config,
  input: CreditNoteInput,
  now = new Date(),
): Promise<{ id: number; number: string }> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(eq(orders.id, input.orderId))
  if (!order) throw new HttpError(404, 'errors.not_found')
  const invoice = await invoiceOf(db, order.id)
  if (!invoice)
    throw new HttpError(409, 'owner.invoices.no_invoice', undefined, { number: order.number })
  const issued = invoice.document as unknown as InvoiceDocument
  const lines = linesToCredit(issued, input, await creditedSoFar(db, invoice.id))
  const day = shopDay(now)
  const t = translator(issued.locale)
  const document: Omit<InvoiceDocument, 'number'> = {
    ...issued,
    kind: 'credit_note',
    corrects: { number: issued.number, issued_on: issued.issued_on },
    reason: t(`invoicing.reason.${input.reason}`),
    issued_on: day,
    taxable_supply_on: day,
    lines,
    ...totalsOf(lines, issued.exchange_rate),
  }
  delete (document as Partial<InvoiceDocument>).number
  return insertDocument(db, config, order.id, document, invoice.id, invoice.country)
}
