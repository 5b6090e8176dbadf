import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { orders, payments } from '../db/schema.js'
import { invoiceOf, issueInvoice } from '../invoices/issue.js'
import { HttpError, notFound } from '../lib/http-error.js'
import type { GatewayReport } from '../payments/gateway.js'
import { findPayment, gatewayNamed } from '../payments/index.js'
import { refundDuePayments } from '../payments/refunds.js'
import { paymentReceivedMail } from './mails.js'
import { orderProductionDays } from './production-days.js'
import { changeOrderStatus } from './status.js'
import type { OrderRow } from './types.js'

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
 * Settles a payment the gateway says has changed (its notification, or the shopper coming back):
 * asks the payment's own gateway for its status and records that. A notification only names a
 * payment, so a forged or repeated one changes nothing the gateway does not confirm. An unknown
 * payment is a 404; a gateway that does not answer throws GatewayUnavailableError.
 */
export async function settleFromGateway(
  app: FastifyInstance,
  gateway: string,
  reference: string,
): Promise<boolean> {
  const found = await findPayment(app.db, gateway, reference)
  const client = gatewayNamed(app, gateway)
  if (!found || !client) throw notFound()
  return settlePayment(app, gateway, await client.status(reference))
}

/**
 * Records the gateway's verdict on a payment, once: a repeated report changes nothing and sends
 * nothing. Every gateway's reports come through here, and one that does not match its order in
 * amount, currency and order number is refused (409) and logged, the order left unpaid: an
 * underpayment, a payment in another currency or one made for another order never pays this one.
 * A paid payment makes its order paid and e-mails the shopper; one paid for an order that was
 * cancelled meanwhile (it expired) is refunded. Returns whether the payment changed; an unknown
 * reference is a 404.
 */
export async function settlePayment(
  app: FastifyInstance,
  gateway: string,
  report: GatewayReport,
): Promise<boolean> {
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

  if (report.status === 'pending') return false
  const settled = await app.db.transaction(async (tx) => {
    // A payment changes once from pending; a paid one only to refunded (refunded at the gateway),
    // also while it is owed back or a run is refunding it.
    const from = report.status === 'refunded' ? ['paid', 'refund_due', 'refunding'] : ['pending']
    const [changed] = await tx
      .update(payments)
      .set({ status: report.status, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, from)))
      .returning()
    if (!changed) return null
    if (report.status !== 'paid') return { paidOrder: null, refund: false }
    if (!(await changeOrderStatus(tx, changed.orderId, 'paid'))) {
      // Paid after the order was cancelled (it expired unpaid), or a second payment: give it back.
      app.log.warn(
        { paymentId: changed.id, orderId: changed.orderId },
        'payment for an order that cannot become paid: refunding it',
      )
      await tx
        .update(payments)
        .set({ status: 'refund_due', updatedAt: new Date() })
        .where(eq(payments.id, changed.id))
      return { paidOrder: null, refund: true }
    }
    // The invoice in the same transaction: a paid order is never left without one (an EUR one
    // whose day has no bank rate yet waits for the import, see invoices/lifecycle.ts).
    await issueInvoice(tx, app.config, changed.orderId)
    const [paid] = await tx.select().from(orders).where(eq(orders.id, changed.orderId))
    return { paidOrder: paid ?? null, refund: false }
  })
  if (!settled) return false
  if (settled.refund) await refundDuePayments(app, { orderId: order.id })
  const paidOrder = settled.paidOrder
  if (paidOrder?.email) {
    try {
      await app.mailer.send(
        paymentReceivedMail(
          app.config,
          paidOrder,
          await orderProductionDays(app.db, paidOrder.id),
          await invoiceOf(app.db, paidOrder.id),
        ),
      )
    } catch (error) {
      // The payment is recorded; a lost confirmation must not make the gateway retry.
      app.log.error({ err: error, orderId: paidOrder.id }, 'payment confirmation e-mail failed')
    }
  }
  return true
}
