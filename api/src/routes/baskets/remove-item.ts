import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { openBasketForChange, touchBasket } from '../../basket/basket.js'
import { basketItems } from '../../db/schema.js'
import { notFound } from '../../lib/http-error.js'
import { currentBasketDocument } from './respond.js'
import { itemParams, type ItemParams } from './schemas.js'

/** DELETE /baskets/{uuid}/basket_items/{itemId} → the basket without the item. */
export default async function removeBasketItem(app: FastifyInstance) {
  app.delete<{ Params: ItemParams }>(
    '/:uuid/basket_items/:itemId',
    { schema: { params: itemParams } },
    async (request) => {
      const basket = await app.db.transaction(async (tx) => {
        const basket = await openBasketForChange(tx, request, request.params.uuid)
        const deleted = await tx
          .delete(basketItems)
          .where(
            and(eq(basketItems.id, request.params.itemId), eq(basketItems.basketId, basket.id)),
          )
          .returning({ id: basketItems.id })
        if (!deleted.length) throw notFound()
        await touchBasket(tx, basket)
        return basket
      })
      return currentBasketDocument(request, basket)
    },
  )
}
