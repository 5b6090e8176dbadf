import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { pageMeta, pagingProperties } from '../../../catalogue/paging.js'
import { ordersOfUser } from '../../../orders/own-orders.js'
import { ordersDocument } from '../../../orders/resources.js'
import { ordersResponse } from '@print-shop/shop-domain/responses/orders'

/** GET /me/orders: the user's orders, newest first, with their items; meta total and last_page. */
const listOrders: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object(pagingProperties(10, 50)),
        response: ordersResponse,
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query
      const { rows, total } = await ordersOfUser(app.db, request.userId, page, perPage)
      return ordersDocument(request, rows, { meta: pageMeta(total, page, perPage) })
    },
  )
}

export default listOrders
