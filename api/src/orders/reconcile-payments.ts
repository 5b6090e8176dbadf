import type { FastifyInstance } from 'fastify'
import { and, eq, inArray, lt } from 'drizzle-orm'
import { UNPAID_STATUSES } from '@print-shop/shop-domain/order-status'
import { orders, payments } from '../db/schema.js'
import { settleFromGateway } from './settle-payment.js'

/** A payment this young may still be on the gateway's page: its notification will come. */
const SETTLING_TIME_MS = 5 * 60_000

/**
 * Asks the gateways about the payments still pending for unpaid orders, as a lost notification
 * would have told: one paid meanwhile pays its order before the order could expire unpaid. Runs
 * before the periodic cancellation; a gateway that does not answer is logged and asked next time.
 * Returns how many payments changed.
 */
export async function reconcilePendingPayments(
  app: FastifyInstance,
  now = new Date(),
): Promise<number> {
  const pending = await app.db
    .select({ gateway: payments.gateway, reference: payments.reference })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(orders.status, [...UNPAID_STATUSES]),
        lt(payments.createdAt, new Date(now.getTime() - SETTLING_TIME_MS)),
      ),
    )
  let changed = 0
  for (const { gateway, reference } of pending) {
    try {
      if (await settleFromGateway(app, gateway, reference)) changed++
    } catch (error) {
      app.log.error({ err: error, gateway, reference }, 'pending payment could not be reconciled')
    }
  }
  return changed
}
