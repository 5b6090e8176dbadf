import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { PAYMENT_METHODS, type PaymentMethod } from '@print-shop/shop-domain/payment-methods'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { orders, payments } from '../db/schema.js'
import { DEFAULT_LOCALE } from '../lib/localized.js'
import { comgateGateway } from './comgate.js'
import type { PaymentGateway } from './gateway.js'
import type { GatewayName } from '../config/gateways.js'
import { gopayGateway } from './gopay.js'
import { sandboxGateway } from './sandbox.js'

/** Whether the shop takes this payment method (bank transfers always; card and GoPay by gateway). */
export function offersPaymentMethod(config: Config, method: string): boolean {
  if (method === 'card' || method === 'gopay') return config.payments.gateways[method] !== null
  return true
}

/** The payment methods the shop takes, as the storefront offers them. */
export function offeredPaymentMethods(config: Config): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => offersPaymentMethod(config, method))
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
