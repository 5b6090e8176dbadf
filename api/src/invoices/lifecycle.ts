import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { HttpError } from '../lib/http-error.js'
import { issueCreditNote } from './credit-notes.js'
import { invoiceOf, issueInvoice, ordersAwaitingInvoice } from './issue.js'

/**
 * A paid order that is cancelled gets its credit note for everything not credited yet. Without an
 * invoice (an EUR one still waiting for its rate) there is nothing to correct: the invoice issued
 * later is credited then (issueWaitingInvoices). Returns the credit note, or null.
 */
export async function creditCancelledOrder(
  db: Database,
  config: Config,
  orderId: number,
  now = new Date(),
): Promise<{ id: number; number: string } | null> {
  if (!(await invoiceOf(db, orderId))) return null
  try {
    return await issueCreditNote(db, config, { orderId, reason: 'cancelled' }, now)
  } catch (error) {
    // Withdrawals already credited every line: the cancellation has nothing left to correct.
    if (error instanceof HttpError && error.messageKey === 'owner.invoices.nothing_to_credit')
      return null
    throw error
  }
}

export interface WaitingRun {
  issued: string[]
  /** Credit notes of orders cancelled while their invoice waited. */
  credited: string[]
  waiting: { order_number: string; currency: string; day: string }[]
}

/**
 * Issues the invoices of paid orders that have none yet: after an import of the bank's rates, the
 * EUR orders paid on those days. Each in its own transaction; an order cancelled meanwhile gets its
 * credit note right after.
 */
export async function issueWaitingInvoices(
  db: Database,
  config: Config,
  now = new Date(),
): Promise<WaitingRun> {
  const run: WaitingRun = { issued: [], credited: [], waiting: [] }
  for (const order of await ordersAwaitingInvoice(db)) {
    await db.transaction(async (tx) => {
      const result = await issueInvoice(tx, config, order.id, now)
      if (result.status === 'waiting')
        run.waiting.push({ order_number: order.number, currency: result.currency, day: result.day })
      if (result.status !== 'issued') return
      run.issued.push(result.number)
      if (order.status !== 'cancelled') return
      const note = await creditCancelledOrder(tx, config, order.id, now)
      if (note) run.credited.push(note.number)
    })
  }
  return run
}
