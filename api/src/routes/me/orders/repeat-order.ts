import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { idParams } from '../../../catalogue/query-schemas.js'
import { notFound } from '../../../lib/http-error.js'
import { ownOrder, repeatOrder } from '../../../orders/own-orders.js'
import { currentBasketDocument } from '../../baskets/respond.js'
import { basketResponse } from '@print-shop/shop-domain/responses/basket'

/**
 * POST /me/orders/{id}/repeat: puts the order's prints into the user's open basket (a new one if
 * there is none) at today's prices, and answers with that basket. Prints that can no longer be
 * made (image withdrawn, size or paper no longer offered) are left out and listed in
 * meta.skipped; when none can be made it is a 422.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/repeat',
    { schema: { params: idParams, response: basketResponse } },
    async (request) => {
      const order = await ownOrder(app.db, request.userId, request.params.id)
      if (!order) throw notFound()
      const { basket, added, skipped } = await repeatOrder(
        app.db,
        { ...order, userId: request.userId },
        request.locale,
      )
      return currentBasketDocument(request, basket, { added, skipped })
    },
  )
}

export default route
