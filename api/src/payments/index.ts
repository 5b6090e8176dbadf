import type { FastifyInstance } from 'fastify'
import { and, desc, eq } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { orders, payments } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import { DEFAULT_LOCALE } from '../lib/localized.js'
import { changeOrderStatus } from '../orders/status.js'
import { comgateGateway } from './comgate.js'
import { GatewayUnavailableError, type PaymentGateway } from './gateway.js'
import type { GatewayName, OnlineMethod } from './gateway-config.js'
import { gopayGateway } from './gopay.js'
import { sandboxGateway } from './sandbox.js'

/** Whether the shop takes this payment method (bank transfers always; card and GoPay by gateway). */
export function offersPaymentMethod(config: Config, method: string): boolean {
  if (method === 'card' || method === 'gopay') return config.payments.gateways[method] !== null
  return true
}

/** The payment methods the shop takes, as the storefront offers them. */
export function offeredPaymentMethods(config: Config): string[] {
  return ['bank_transfer', 'card', 'gopay'].filter((method) => offersPaymentMethod(config, method))
}

/**
 * A gateway by name, for a payment made through it (a payment is settled and refunded by its own
 * gateway, even after the shop moved a method to another one); null when it is not configured.
 */
export function gatewayNamed(
  { config, db }: Pick<FastifyInstance, 'config' | 'db'>,
  name: string,
): PaymentGateway | null {
  const { gopay, comgate, gatewayTimeout, gateways } = config.payments
  if (name === 'gopay' && gopay) return gopayGateway(gopay, gatewayTimeout)
  if (name === 'comgate' && comgate) return comgateGateway(comgate, gatewayTimeout)
  if (name === 'sandbox' && Object.values(gateways).includes('sandbox'))
    return sandboxGateway(config, db)
  return null
}

/** The gateway that takes this method now; a 409 when none does. */
function gatewayFor(app: FastifyInstance, method: OnlineMethod): PaymentGateway {
  const name = app.config.payments.gateways[method]
  const gateway = name && gatewayNamed(app, name)
  if (!gateway) throw new HttpError(409, 'errors.order_not_payable')
  return gateway
}

/** Where a gateway tells the shop that a payment changed. */
export function notificationUrl(config: Config, gateway: GatewayName): string {
  return `${config.publicUrl}/v1/payments/notify/${gateway}`
}

/** A payment with its order, by the gateway's reference; null when there is none. */
export async function findPayment(db: Database, gateway: string, reference: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.gateway, gateway), eq(payments.reference, reference)))
  return row ?? null
}

/** The storefront page the shopper comes back to from the gateway (Czech pages have no prefix). */
export function paymentReturnUrl(config: Config, order: { id: number; locale: string }): string {
  const prefix = order.locale === DEFAULT_LOCALE ? '' : `/${order.locale}`
  return `${config.siteUrl}${prefix}/kosik/dokonceni-objednavky?order=${order.id}`
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
