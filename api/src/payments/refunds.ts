import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
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
 * Asks each payment's own gateway to refund the payments marked `refund_due` (of one order, or all
 * of them: the periodic run retries the ones that failed). A failure is logged and the payment stays
 * due; nothing is lost.
 */
export async function refundDuePayments(
  app: RefundContext,
  { orderId }: { orderId?: number } = {},
): Promise<{ refunded: number; failed: number }> {
  const due = await app.db
    .select({ payment: payments, orderNumber: orders.number })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'refund_due'),
        orderId === undefined ? undefined : eq(payments.orderId, orderId),
      ),
    )
  let refunded = 0
  let failed = 0
  for (const { payment, orderNumber } of due) {
    const gateway = gatewayNamed(app, payment.gateway)
    try {
      if (!gateway) throw new Error(`gateway ${payment.gateway} is not configured`)
      await gateway.refund({ ...payment, orderNumber })
    } catch (error) {
      failed++
      app.log.error(
        { err: error, paymentId: payment.id, orderId: payment.orderId, gateway: payment.gateway },
        'refund failed: it stays due and is tried again',
      )
      continue
    }
    await app.db
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'refund_due')))
    app.log.info({ paymentId: payment.id, orderId: payment.orderId }, 'payment refunded')
    refunded++
  }
  return { refunded, failed }
}
