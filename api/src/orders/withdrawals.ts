import { and, asc, eq, inArray } from 'drizzle-orm'
import { withdrawalLastDay, withinWithdrawalPeriod } from '@print-shop/shop-domain/withdrawal'
import type { Database } from '../db/client.js'
import { orderItems, orders, orderStatusHistory, withdrawals } from '../db/schema.js'
import { HttpError, type FieldErrors } from '../lib/http-error.js'
import { allocate } from '../pricing/vat.js'
import type { OrderItemRow, OrderRow } from './types.js'
import { longDay } from './withdrawal-mails.js'

/**
 * The consumer's withdrawal from an order (Directive (EU) 2023/2673's withdrawal function): which
 * prints may still be returned, and the declaration itself. Whether a print may be returned at all
 * was decided when the order was placed (order_items.withdrawable).
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect
type HistoryRow = typeof orderStatusHistory.$inferSelect

/** One print and how many pieces of it the consumer withdraws from. */
export interface WithdrawnItem {
  order_item_id: number
  quantity: number
}

/** An order's withdrawal can be declared once it is paid, and not after it was cancelled. */
function mayWithdraw(order: OrderRow): boolean {
  return order.paidAt !== null && order.status !== 'cancelled'
}

/** When the order was delivered (its first `delivered` status), or null before that. */
export function deliveredAt(history: readonly Pick<HistoryRow, 'status' | 'createdAt'>[]) {
  return history.find((row) => row.status === 'delivered')?.createdAt ?? null
}

/** Pieces of each order item already withdrawn from. */
export function withdrawnQuantities(rows: readonly WithdrawalRow[]): Map<number, number> {
  const withdrawn = new Map<number, number>()
  for (const row of rows)
    for (const item of row.items)
      withdrawn.set(item.order_item_id, (withdrawn.get(item.order_item_id) ?? 0) + item.quantity)
  return withdrawn
}

/**
 * What the order's detail says about withdrawing: the last day (null before delivery), whether the
 * consumer may still withdraw, how many pieces of each print are left, and the withdrawals made.
 */
export function withdrawalSummary(
  order: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly Pick<HistoryRow, 'status' | 'createdAt'>[],
  rows: readonly WithdrawalRow[],
  now = new Date(),
) {
  const delivered = deliveredAt(history)
  const withdrawn = withdrawnQuantities(rows)
  const open = mayWithdraw(order) && withinWithdrawalPeriod(delivered, now)
  const left = items.map((item) => ({
    order_item_id: String(item.id),
    withdrawable: item.withdrawable,
    quantity: open && item.withdrawable ? item.quantity - (withdrawn.get(item.id) ?? 0) : 0,
  }))
  return {
    last_day: delivered ? withdrawalLastDay(delivered) : null,
    open: left.some((item) => item.quantity > 0),
    items: left,
    withdrawals: rows.map(withdrawalAttributes),
  }
}

/** A withdrawal as the shopper's API answers it. */
export function withdrawalAttributes(row: WithdrawalRow) {
  return {
    id: String(row.id),
    status: row.status,
    items: row.items.map((item) => ({
      order_item_id: String(item.order_item_id),
      quantity: item.quantity,
    })),
    amount: row.amount,
    requested_at: row.requestedAt.toISOString(),
    returned_at: row.returnedAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  }
}

/** The withdrawals of these orders, oldest first. */
export async function loadWithdrawals(
  db: Database,
  orderIds: readonly number[],
): Promise<WithdrawalRow[]> {
  if (orderIds.length === 0) return []
  return db
    .select()
    .from(withdrawals)
    .where(inArray(withdrawals.orderId, [...orderIds]))
    .orderBy(asc(withdrawals.id))
}

/**
 * The items' part of the money owed back, in minor units: each print's gross after its share of the
 * discount, split over its pieces in whole units that add up to the line (the earlier pieces
 * first), as the credit note takes them back (invoices/credit-notes.ts).
 */
export function itemsAmount(
  items: readonly Pick<OrderItemRow, 'id' | 'quantity' | 'gross'>[],
  withdrawnBefore: ReadonlyMap<number, number>,
  wanted: readonly WithdrawnItem[],
): number {
  return wanted.reduce((sum, { order_item_id: id, quantity }) => {
    const item = items.find((candidate) => candidate.id === id)!
    const before = withdrawnBefore.get(id) ?? 0
    const pieces = allocate(
      item.gross,
      Array.from({ length: item.quantity }, () => 1),
    )
    return sum + pieces.slice(before, before + quantity).reduce((total, piece) => total + piece, 0)
  }, 0)
}

/**
 * Whether these pieces are the last of the order: then the delivery is owed back too (§ 1831 OZ,
 * § 357 Abs. 2 BGB), and the withdrawal's amount includes it.
 */
export function takesDelivery(
  items: readonly Pick<OrderItemRow, 'id' | 'quantity'>[],
  withdrawnBefore: ReadonlyMap<number, number>,
  wanted: readonly WithdrawnItem[],
): boolean {
  const after = new Map(withdrawnBefore)
  for (const { order_item_id: id, quantity } of wanted)
    after.set(id, (after.get(id) ?? 0) + quantity)
  return items.every((item) => (after.get(item.id) ?? 0) >= item.quantity)
}

/** The money owed back for these pieces: the items' part and, for the last ones, the delivery. */
export function withdrawalAmount(
  order: Pick<OrderRow, 'deliveryGross'>,
  items: readonly Pick<OrderItemRow, 'id' | 'quantity' | 'gross'>[],
  withdrawnBefore: ReadonlyMap<number, number>,
  wanted: readonly WithdrawnItem[],
): number {
  const delivery = takesDelivery(items, withdrawnBefore, wanted) ? order.deliveryGross : 0
  return itemsAmount(items, withdrawnBefore, wanted) + delivery
}

/** Why these pieces cannot be withdrawn from, field by field (`items.0.quantity`). */
function withdrawalProblems(
  items: readonly OrderItemRow[],
  withdrawn: ReadonlyMap<number, number>,
  wanted: readonly WithdrawnItem[],
): FieldErrors {
  const problems: FieldErrors = {}
  const seen = new Set<number>()
  wanted.forEach(({ order_item_id: id, quantity }, index) => {
    const field = `items.${index}`
    const item = items.find((candidate) => candidate.id === id)
    if (!item) problems[`${field}.order_item_id`] = { key: 'withdrawal.item_unknown' }
    else if (seen.has(id)) problems[`${field}.order_item_id`] = { key: 'withdrawal.item_twice' }
    else if (!item.withdrawable)
      problems[`${field}.order_item_id`] = { key: 'withdrawal.made_to_specification' }
    else {
      const left = item.quantity - (withdrawn.get(id) ?? 0)
      if (left === 0) problems[`${field}.order_item_id`] = { key: 'withdrawal.already_withdrawn' }
      else if (quantity > left)
        problems[`${field}.quantity`] = { key: 'withdrawal.too_many', vars: { count: left } }
    }
    seen.add(id)
  })
  return problems
}

export interface DeclaredWithdrawal {
  order: OrderRow
  withdrawal: WithdrawalRow
  items: OrderItemRow[]
}

/**
 * Records the consumer's withdrawal from these pieces of their order, or refuses it whole (422 with
 * the fields, nothing written): the order must be paid and not cancelled, the period open, every
 * print withdrawable, in the order, named once and with that many pieces left. The order row is
 * locked meanwhile, so two declarations at once cannot withdraw the same piece twice.
 */
export function declareWithdrawal(
  db: Database,
  orderId: number,
  wanted: readonly WithdrawnItem[],
  {
    locale,
    now = new Date(),
    sentAt = now,
  }: {
    locale: string
    now?: Date
    /** When the customer sent a withdrawal by e-mail or letter: in time if sent within the period. */
    sentAt?: Date
  },
): Promise<DeclaredWithdrawal> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new HttpError(404, 'errors.not_found')
    if (!mayWithdraw(order))
      throw new HttpError(422, 'errors.validation', { items: { key: 'withdrawal.not_open' } })
    const history = await tx
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.id))
    const delivered = deliveredAt(history)
    if (!withinWithdrawalPeriod(delivered, sentAt))
      throw new HttpError(422, 'errors.validation', {
        items: {
          key: 'withdrawal.period_over',
          vars: { day: longDay(withdrawalLastDay(delivered!), locale) },
        },
      })
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position))
    const withdrawn = withdrawnQuantities(
      await tx.select().from(withdrawals).where(eq(withdrawals.orderId, order.id)),
    )
    const problems = withdrawalProblems(items, withdrawn, wanted)
    if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        orderId: order.id,
        items: wanted.map(({ order_item_id, quantity }) => ({ order_item_id, quantity })),
        amount: withdrawalAmount(order, items, withdrawn, wanted),
        requestedAt: now,
      })
      .returning()
    const named = new Set(wanted.map((item) => item.order_item_id))
    return { order, withdrawal: withdrawal!, items: items.filter((item) => named.has(item.id)) }
  })
}

/** The withdrawal with its order, for the owner; undefined when there is none with this id. */
export async function withdrawalWithOrder(db: Database, id: number) {
  const [row] = await db
    .select({ withdrawal: withdrawals, order: orders })
    .from(withdrawals)
    .innerJoin(orders, and(eq(orders.id, withdrawals.orderId)))
    .where(eq(withdrawals.id, id))
  return row
}
