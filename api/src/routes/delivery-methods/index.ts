import type { FastifyPluginAsync } from 'fastify'
import listDeliveryMethods from './list-delivery-methods.js'

/** How an order can reach the shopper: public, the storefront shows them before checkout too. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(listDeliveryMethods)
}

export default routes
