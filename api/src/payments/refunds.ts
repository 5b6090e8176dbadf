import type { FastifyInstance } from 'fastify'
import { and, eq, lt, or } from 'drizzle-orm'
import { orders, payments } from '../db/schema.js'
import { gatewayNamed } from './index.js'

type RefundContext = Pick<FastifyInstance, 'config' | 'db' | 'log'>

/**
 * A cancelled order's paid gateway payments are owed back: they are marked `refund_due` first, so
 * the debt is on record before the gateway is asked, then refunded. Returns how many were refunded
 * and how many failed: one the gateway refused or did not answer stays due for refundDuePayments.
 */
export async function refundCancelledOrder(
  app: RefundContext,
  orderId: number,
): Promise<{ refunded: number; failed: number }> {
  await app.db
    .update(payments)
    .set({ status: 'refund_due', updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
  return refundDuePayments(app, { orderId })
}

/**
 * A refund claimed this long ago and neither done nor given back is taken to be lost with the run
 * that claimed it (killed, crashed): another run may claim it again. Far above the longest a claim
 * can honestly last, a few gateway calls of at most PAYMENT_GATEWAY_TIMEOUT_MS each.
 */
export const REFUND_CLAIM_STALE_MS = 15 * 60_000

/** Refunds due, and claims old enough to be taken over (see REFUND_CLAIM_STALE_MS). */
function claimable() {
  const staleBefore = new Date(Date.now() - REFUND_CLAIM_STALE_MS)
  return or(
    eq(payments.status, 'refund_due'),
    and(eq(payments.status, 'refunding'), lt(payments.updatedAt, staleBefore)),
  )
}

/**
 * Claims a due refund for this run: one conditional UPDATE, so of runs that start at once (the
 * overdue job, the owner cancelling, a late payment settling, on any API process) exactly one gets
 * the row and asks the gateway. Neither GoPay's nor ComGate's refund call takes an idempotency key
 * (ComGate's refId need not be unique), so this claim is what keeps a refund from being sent twice.
 * Null when another run has it, or it is no longer due.
 */
async function claimRefund(app: RefundContext, id: number) {
  const [claimed] = await app.db
    .update(payments)
    .set({ status: 'refunding', updatedAt: new Date() })
    .where(and(eq(payments.id, id), claimable()))
    .returning()
  return claimed ?? null
}

/** Ends this run's claim: refunded, or due again for the next run. */
function releaseClaim(app: RefundContext, id: number, status: 'refunded' | 'refund_due') {
  return app.db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'refunding')))
}

/**
 * Asks each payment's own gateway to refund the payments marked `refund_due` (of one order, or all
 * of them: the periodic run retries the ones that failed), each claimed first (`refunding`) so that
 * runs at the same time refund it once. A claim left by a run that died is taken over after
 * REFUND_CLAIM_STALE_MS; the gateway is asked first whether that run's refund went through. A
 * failure is logged and the payment is due again; nothing is lost.
 */
export async function refundDuePayments(
  app: RefundContext,
  { orderId }: { orderId?: number } = {},
): Promise<{ refunded: number; failed: number }> {
  const due = await app.db
    .select({ id: payments.id, status: payments.status, orderNumber: orders.number })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(claimable(), orderId === undefined ? undefined : eq(payments.orderId, orderId)))
  let refunded = 0
  let failed = 0
  for (const { id, status, orderNumber } of due) {
    const payment = await claimRefund(app, id)
    if (!payment) continue
    const gateway = gatewayNamed(app, payment.gateway)
    try {
      if (!gateway) throw new Error(`gateway ${payment.gateway} is not configured`)
      // A claim taken over: its run may have refunded before it died.
      const already =
        status === 'refunding' && (await gateway.status(payment.reference)).status === 'refunded'
      if (!already) await gateway.refund({ ...payment, orderNumber })
    } catch (error) {
      failed++
      app.log.error(
        { err: error, paymentId: payment.id, orderId: payment.orderId, gateway: payment.gateway },
        'refund failed: it stays due and is tried again',
      )
      await releaseClaim(app, payment.id, 'refund_due')
      continue
    }
    await releaseClaim(app, payment.id, 'refunded')
    app.log.info({ paymentId: payment.id, orderId: payment.orderId }, 'payment refunded')
    refunded++
  }
  return { refunded, failed }
}
