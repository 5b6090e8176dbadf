import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { configurationOf, openBasketOfUser, touchBasket } from '../../../basket/basket.js'
import { addItem, checkBasketValue, checkConfiguration, normalised } from '../../../basket/items.js'
import { idParams } from '../../../catalogue/query-schemas.js'
import { orderItems } from '../../../db/schema.js'
import { HttpError } from '../../../lib/http-error.js'
import { currentBasketDocument } from '../../baskets/respond.js'
import { ownOrder } from './params.js'

/**
 * POST /me/orders/{id}/repeat: puts the order's prints into the user's open basket (a new one if
 * there is none) at today's prices, and answers with that basket. Prints that can no longer be
 * made (image withdrawn, size or paper no longer offered) are left out and listed in
 * meta.skipped; when none can be made it is a 422.
 */
export default async function repeatOrder(app: FastifyInstance) {
  app.post<{ Params: { id: number } }>(
    '/:id/repeat',
    { schema: { params: idParams } },
    async (request) => {
      const order = await ownOrder(app.db, request, request.params.id)
      const userId = order.userId!
      const result = await app.db.transaction(async (tx) => {
        const items = await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.position))
        const { basket } = await openBasketOfUser(tx, userId, { locale: request.locale })
        const skipped: string[] = []
        let added = 0
        for (const item of items) {
          const { imageId, layoutId, paperId } = item
          if (imageId === null || layoutId === null || paperId === null) {
            skipped.push(String(item.id))
            continue
          }
          const configuration = normalised(configurationOf({ ...item, imageId, layoutId, paperId }))
          try {
            await checkConfiguration(tx, configuration)
            await addItem(tx, basket, configuration, item.quantity)
            added++
          } catch (error) {
            if (!(error instanceof HttpError)) throw error
            skipped.push(String(item.id))
          }
        }
        if (added === 0) throw new HttpError(422, 'orders.nothing_to_repeat')
        await checkBasketValue(tx, basket, 'basket_items')
        await touchBasket(tx, basket)
        return { basket: basket, added, skipped }
      })
      return currentBasketDocument(request, result.basket, {
        added: result.added,
        skipped: result.skipped,
      })
    },
  )
}
