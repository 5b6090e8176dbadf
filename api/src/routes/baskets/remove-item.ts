import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { removeBasketItem } from '../../basket/changes.js'
import { itemParams } from '../../basket/schemas.js'
import { currentBasketDocument } from './respond.js'
import { basketResponse } from '@print-shop/shop-domain/responses/basket'

/** DELETE /baskets/{uuid}/basket_items/{itemId} → the basket without the item. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/:uuid/basket_items/:itemId',
    { schema: { params: itemParams, response: basketResponse } },
    async (request) => {
      const { uuid, itemId } = request.params
      const basket = await removeBasketItem(app.db, request, uuid, itemId)
      return currentBasketDocument(request, basket)
    },
  )
}

export default route
