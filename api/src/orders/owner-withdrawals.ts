import type { FastifyInstance } from 'fastify'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { inTransaction } from '../db/dry-run.js'
import { invoices, orderItems, orders, payments, withdrawals } from '../db/schema.js'
import { HttpError, invalid, type FieldErrors } from '../lib/http-error.js'
import { issueCreditNote } from '../invoices/credit-notes.js'
import { gatewayNamed } from '../payments/index.js'
import { dayInPrague } from '@print-shop/shop-domain/withdrawal'
import { withdrawalAcknowledgementMail } from './withdrawal-mails.js'
import {
  declareWithdrawal,
  itemsAmount,
  withdrawnQuantities,
  type WithdrawalRow,
} from './withdrawals.js'

type OwnerApp = Pick<FastifyInstance, 'config' | 'db' | 'log'>
type RecordingApp = OwnerApp & Pick<FastifyInstance, 'mailer'>

export const WITHDRAWAL_STATUSES = ['requested', 'returned', 'refunded'] as const

/** A withdrawal as the owner's tool shows it. */
export interface OwnerWithdrawal {
  id: number
  order_number: string
  customer: string
  status: WithdrawalRow['status']
  items: { order_item_id: number; quantity: number; name: string }[]
  amount: number
  currency: string
  payment_method: string
  requested_at: string
  returned_at: string | null
  refunded_at: string | null
  refund_method: WithdrawalRow['refundMethod']
  credit_note: string | null
}

async function views(
  db: Database,
  rows: { withdrawal: WithdrawalRow; order: typeof orders.$inferSelect }[],
): Promise<OwnerWithdrawal[]> {
  const orderIds = [...new Set(rows.map((row) => row.order.id))]
  const noteIds = rows.flatMap((row) => row.withdrawal.creditNoteId ?? [])
  const [items, notes] = await Promise.all([
    orderIds.length
      ? db
          .select({ id: orderItems.id, name: orderItems.imageName, layout: orderItems.layoutName })
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
      : [],
    noteIds.length
      ? db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, noteIds))
      : [],
  ])
  return rows.map(({ withdrawal, order }) => ({
    id: withdrawal.id,
    order_number: order.number,
    customer: `${order.billing.first_name} ${order.billing.last_name}`.trim(),
    status: withdrawal.status,
    items: withdrawal.items.map((item) => {
      const found = items.find((candidate) => candidate.id === item.order_item_id)
      return { ...item, name: found ? `${found.name} – ${found.layout}` : '' }
    }),
    amount: withdrawal.amount,
    currency: order.currency,
    payment_method: order.paymentMethod,
    requested_at: withdrawal.requestedAt.toISOString(),
    returned_at: withdrawal.returnedAt?.toISOString() ?? null,
    refunded_at: withdrawal.refundedAt?.toISOString() ?? null,
    refund_method: withdrawal.refundMethod,
    credit_note: notes.find((note) => note.id === withdrawal.creditNoteId)?.number ?? null,
  }))
}

/** The withdrawals, newest first, optionally of some statuses only. */
export async function listWithdrawals(
  db: Database,
  statuses: readonly WithdrawalRow['status'][] = [],
): Promise<OwnerWithdrawal[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, order: orders })
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(statuses.length ? inArray(withdrawals.status, [...statuses]) : undefined)
    .orderBy(desc(withdrawals.id))
  return views(db, rows)
}

/** The withdrawal locked for a change, with its order; 404 when there is none. */
async function lockedWithdrawal(tx: Database, id: number) {
  const [row] = await tx
    .select({ withdrawal: withdrawals, order: orders })
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(eq(withdrawals.id, id))
    .for('update')
  if (!row) throw new HttpError(404, 'withdrawal.owner.not_found', undefined, { id })
  return row
}

/** A line of an order as `orders show` lists it (1 = the first), and the pieces withdrawn. */
export interface WithdrawnLine {
  line: number
  quantity: number
}

/**
 * Records a withdrawal the customer sent by e-mail or letter, as the button would have: the same
 * checks (422 with the fields, nothing written), then the acknowledgement to the customer. The
 * period counts to the day the customer sent it (`sentOn`, a Prague day, today when not given):
 * a withdrawal sent in time is in time, whenever it arrives.
 */
export async function recordWithdrawal(
  app: RecordingApp,
  number: string,
  lines: readonly WithdrawnLine[],
  {
    sentOn,
    locale = 'en',
    dryRun = false,
    now = new Date(),
  }: { sentOn?: string; locale?: string; dryRun?: boolean; now?: Date } = {},
): Promise<OwnerWithdrawal> {
  // Noon UTC lies within the same Prague day all year.
  const sentAt = sentOn ? new Date(`${sentOn}T12:00:00Z`) : now
  if (sentOn && sentOn > dayInPrague(now))
    throw invalid('sent_on', 'withdrawal.owner.sent_in_future')
  const { view, mail } = await inTransaction(app.db, dryRun, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number))
    if (!order) throw new HttpError(404, 'owner.orders.not_found', undefined, { number })
    const items = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position))
    const problems: FieldErrors = {}
    lines.forEach(({ line }, index) => {
      if (!items[line - 1])
        problems[`items.${index}.line`] = {
          key: 'withdrawal.owner.no_line',
          vars: { line, lines: items.length },
        }
    })
    if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
    const declared = await declareWithdrawal(
      tx,
      order.id,
      lines.map(({ line, quantity }) => ({ order_item_id: items[line - 1]!.id, quantity })),
      { locale, now, sentAt },
    )
    return {
      view: (await views(tx, [{ withdrawal: declared.withdrawal, order: declared.order }]))[0]!,
      mail: declared.order.email
        ? withdrawalAcknowledgementMail(
            app.config,
            declared.order,
            declared.withdrawal,
            declared.items,
          )
        : null,
    }
  })
  if (mail && !dryRun) await app.mailer.send(mail)
  return view
}

/** Records that the prints of a withdrawal came back (409 when already recorded or refunded). */
export async function recordReturn(
  app: OwnerApp,
  id: number,
  { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
): Promise<OwnerWithdrawal> {
  return inTransaction(app.db, dryRun, async (tx) => {
    const { withdrawal, order } = await lockedWithdrawal(tx, id)
    if (withdrawal.returnedAt)
      throw new HttpError(409, 'withdrawal.owner.already_returned', undefined, { id })
    const [changed] = await tx
      .update(withdrawals)
      .set({
        returnedAt: now,
        status: withdrawal.status === 'refunded' ? 'refunded' : 'returned',
      })
      .where(eq(withdrawals.id, id))
      .returning()
    return (await views(tx, [{ withdrawal: changed!, order }]))[0]!
  })
}

/**
 * Gives a withdrawal's money back and issues its credit note, all or nothing: `gateway` refunds
 * through the payment's own gateway (card, GoPay), `bank` records a bank transfer the owner made.
 * The credit note (invoices/credit-notes.ts) takes back the withdrawn pieces, and the delivery
 * when the withdrawal's amount includes it; its refusals (no invoice yet, an EUR invoice waiting
 * for its rate) come back as they are, nothing changed. The gateway is asked last, inside the transaction: when
 * it refuses, the credit note is rolled back and nothing changed (502, try again later). A dry run
 * checks everything, asks no gateway and writes nothing.
 */
export async function refundWithdrawal(
  app: OwnerApp,
  id: number,
  method: 'gateway' | 'bank',
  { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
): Promise<OwnerWithdrawal> {
  return inTransaction(app.db, dryRun, async (tx) => {
    const { withdrawal, order } = await lockedWithdrawal(tx, id)
    if (withdrawal.status === 'refunded')
      throw new HttpError(409, 'withdrawal.owner.already_refunded', undefined, { id })
    const [payment] =
      method === 'gateway'
        ? await tx
            .select()
            .from(payments)
            .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
            .orderBy(desc(payments.id))
            .limit(1)
        : []
    if (method === 'gateway' && !payment)
      throw new HttpError(422, 'errors.validation', {
        method: { key: 'withdrawal.owner.no_gateway_payment', vars: { number: order.number } },
      })

    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position))
    const earlier = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.orderId, order.id)))
      .orderBy(asc(withdrawals.id))
    const before = withdrawnQuantities(earlier.filter((row) => row.id < withdrawal.id))
    const includeDelivery = withdrawal.amount > itemsAmount(items, before, withdrawal.items)
    const creditNote = await issueCreditNote(
      tx,
      app.config,
      { orderId: order.id, reason: 'withdrawal', items: withdrawal.items, includeDelivery },
      now,
    )

    const [changed] = await tx
      .update(withdrawals)
      .set({
        status: 'refunded',
        refundMethod: method,
        refundedAt: now,
        creditNoteId: creditNote.id,
      })
      .where(eq(withdrawals.id, id))
      .returning()

    if (payment && !dryRun) {
      const gateway = gatewayNamed(app, payment.gateway)
      try {
        if (!gateway) throw new Error(`gateway ${payment.gateway} is not configured`)
        await gateway.refund({
          reference: payment.reference,
          amount: withdrawal.amount,
          currency: payment.currency,
          orderNumber: order.number,
        })
      } catch (error) {
        app.log.error({ err: error, withdrawalId: id }, 'withdrawal refund failed: nothing changed')
        throw new HttpError(502, 'withdrawal.owner.gateway_failed', undefined, {
          reason: error instanceof Error ? error.message : String(error),
        })
      }
      if (withdrawal.amount >= payment.amount)
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: now })
          .where(eq(payments.id, payment.id))
    }
    return (await views(tx, [{ withdrawal: changed!, order }]))[0]!
  })
}
