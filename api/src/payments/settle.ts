import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { orders, payments } from '../db/schema.js'
import { HttpError, notFound } from '../lib/http-error.js'
import { paymentReceivedMail } from '../orders/mails.js'
import { orderProductionDays } from '../orders/production-days.js'
import { changeOrderStatus } from '../orders/status.js'
import type { OrderRow } from '../orders/types.js'
import type { GatewayReport } from './gateway.js'
import { findPayment, paymentGateway } from './index.js'

/** What in a gateway's report differs from the order it is about (empty when nothing does). */
export function reportMismatch(
  report: GatewayReport,
  order: Pick<OrderRow, 'totalGross' | 'currency' | 'number'>,
): string[] {
  const differs: string[] = []
  if (report.amount !== order.totalGross) differs.push('amount')
  if (report.currency !== order.currency) differs.push('currency')
  if (report.orderNumber !== order.number) differs.push('order_number')
  return differs
}

/**
 * Records the gateway's verdict on a pending payment, once: a repeated report changes nothing and
 * sends nothing. Every gateway's reports come through here, and one that does not match its order
 * in amount, currency and order number is refused (409) and logged, the order left unpaid: an
 * underpayment, a payment in another currency or one made for another order never pays this one.
 * A paid payment makes its order paid and e-mails the shopper. Returns whether the payment changed;
 * an unknown reference is a 404.
 */
export async function settlePayment(app: FastifyInstance, report: GatewayReport): Promise<boolean> {
  const gateway = paymentGateway(app).name
  const found = await findPayment(app.db, gateway, report.reference)
  if (!found) throw notFound()
  const { payment, order } = found
  const mismatch = reportMismatch(report, order)
  if (mismatch.length) {
    app.log.error(
      {
        gateway,
        paymentId: payment.id,
        orderId: order.id,
        mismatch,
        reported: {
          status: report.status,
          amount: report.amount,
          currency: report.currency,
          orderNumber: report.orderNumber,
        },
        expected: { amount: order.totalGross, currency: order.currency, orderNumber: order.number },
      },
      'gateway report does not match its order: payment not settled',
    )
    throw new HttpError(409, 'payments.mismatch')
  }

  const settled = await app.db.transaction(async (tx) => {
    const [pending] = await tx
      .update(payments)
      .set({ status: report.status, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning()
    if (!pending) return null
    if (report.status !== 'paid') return { paidOrder: null }
    if (!(await changeOrderStatus(tx, pending.orderId, 'paid'))) {
      // Paid twice, or paid after the order was cancelled (it expired unpaid): the owner refunds it.
      app.log.warn(
        { paymentId: pending.id, orderId: pending.orderId },
        'payment for an order that cannot become paid',
      )
      return { paidOrder: null }
    }
    const [paid] = await tx.select().from(orders).where(eq(orders.id, pending.orderId))
    return { paidOrder: paid ?? null }
  })
  if (!settled) return false
  const paidOrder = settled.paidOrder
  if (paidOrder?.email) {
    try {
      await app.mailer.send(
        paymentReceivedMail(app.config, paidOrder, await orderProductionDays(app.db, paidOrder.id)),
      )
    } catch (error) {
      // The payment is recorded; a lost confirmation must not make the gateway retry.
      app.log.error({ err: error, orderId: paidOrder.id }, 'payment confirmation e-mail failed')
    }
  }
  return true
}
