import type { FastifyRequest } from 'fastify'
import type { Database } from '../db/client.js'
import { HttpError } from '../lib/http-error.js'
import { issueInvoice } from '../invoices/issue.js'
import { placeOrder, type CheckoutInput, type PlacedOrder } from './place-order.js'
import { placedOrderProblems } from './placed-order-checks.js'

/**
 * Places the order of the basket in one transaction with the last checks of the order as placed: a
 * new order that fails them is not kept (422). Repeating a checkout finds the order placed before.
 */
export function checkOut(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  input: CheckoutInput,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const placed = await placeOrder(tx, request, uuid, input)
    const problems = placed.created ? await placedOrderProblems(tx, placed.order) : {}
    if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
    // An order a discount made free is paid as placed: it gets its invoice now.
    if (placed.created && placed.order.paidAt)
      await issueInvoice(tx, request.server.config, placed.order.id)
    return placed
  })
}
