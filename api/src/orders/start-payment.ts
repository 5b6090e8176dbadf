import type { FastifyInstance } from 'fastify'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { orders, payments } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import { GatewayUnavailableError, type PaymentGateway } from '../payments/gateway.js'
import type { OnlineMethod } from '../config/gateways.js'
import { gatewayNamed, notificationUrl } from '../payments/index.js'
import { changeOrderStatus } from './status.js'

// Paying changes the order (awaiting payment, paid, its invoice and mails), so starting, settling and
// reconciling a payment are the orders' (start-payment, settle-payment, reconcile-payments);
// payments/ holds the gateways, the payment rows and refunds, and changes no order.

/** The gateway that takes this method now; a 409 when none does. */
function gatewayFor(app: FastifyInstance, method: OnlineMethod): PaymentGateway {
  const name = app.config.payments.gateways[method]
  const gateway = name && gatewayNamed(app, name)
  if (!gateway) throw new HttpError(409, 'errors.order_not_payable')
  return gateway
}

/**
 * The gateway payment a shopper should go to for this order: the one still pending (so a retry or
 * a second tab never opens a second payment that could be charged too), or a new one registered
 * with the gateway and recorded as pending. `db` may be the caller's transaction.
 */
export async function startPayment(
  app: FastifyInstance,
  db: Database,
  order: typeof orders.$inferSelect,
): Promise<{ paymentId: number; paymentUrl: string; created: boolean }> {
  const method = order.paymentMethod
  if (method !== 'card' && method !== 'gopay')
    throw new Error(`order ${order.number} is not paid through the gateway (${method})`)
  const gateway = gatewayFor(app, method)
  try {
    return await db.transaction(async (tx) => {
      // Requests for one order's payment take turns, so racing ones find the first one's payment.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update')
      return pendingOrNewPayment(app, tx, gateway, order, method)
    })
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error
    // Nothing was written: the order waits, and the shopper can pay it later from their profile.
    app.log.error({ err: error, orderId: order.id }, 'payment gateway unavailable')
    throw new HttpError(503, 'payments.gateway_unavailable')
  }
}

async function pendingOrNewPayment(
  app: FastifyInstance,
  db: Database,
  gateway: PaymentGateway,
  order: typeof orders.$inferSelect,
  method: 'card' | 'gopay',
): Promise<{ paymentId: number; paymentUrl: string; created: boolean }> {
  const [pending] = await db
    .select({ id: payments.id, redirectUrl: payments.redirectUrl })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.gateway, gateway.name),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1)
  if (pending) return { paymentId: pending.id, paymentUrl: pending.redirectUrl, created: false }
  const { reference, redirectUrl } = await gateway.start({
    amount: order.totalGross,
    currency: order.currency,
    method,
    orderNumber: order.number,
    email: order.email,
    locale: order.locale,
    returnUrl: `${app.config.publicUrl}/v1/payments/return/${gateway.name}`,
    notificationUrl: notificationUrl(app.config, gateway.name),
  })
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      gateway: gateway.name,
      reference,
      method,
      amount: order.totalGross,
      currency: order.currency,
      redirectUrl,
    })
    .returning({ id: payments.id })
  await changeOrderStatus(db, order.id, 'awaiting_payment')
  return { paymentId: payment!.id, paymentUrl: redirectUrl, created: true }
}
