import type { FastifyPluginAsync } from 'fastify'
import listOrders from './list-orders.js'
import payOrder from './pay-order.js'
import repeatOrder from './repeat-order.js'
import showOrder from './show-order.js'

/** /me/orders: the signed-in user's orders, paying them again and ordering them again. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(listOrders)
  await app.register(showOrder)
  await app.register(repeatOrder)
  await app.register(payOrder)
}

export default routes
