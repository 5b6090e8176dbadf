import type { FastifyPluginAsync } from 'fastify'
import listOrders from './list-orders.js'
import orderDocuments from './order-documents.js'
import payOrder from './pay-order.js'
import repeatOrder from './repeat-order.js'
import showOrder from './show-order.js'
import withdrawOrder from './withdraw-order.js'

/**
 * /me/orders: the signed-in user's orders, paying them again, ordering them again, withdrawing
 * from them and downloading their tax documents.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(listOrders)
  await app.register(showOrder)
  await app.register(repeatOrder)
  await app.register(payOrder)
  await app.register(orderDocuments)
  await app.register(withdrawOrder)
}

export default routes
