import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { configurationOf, openBasketForChange, touchBasket } from '../../basket/basket.js'
import { changeItem, checkBasketValue, checkConfiguration, normalised } from '../../basket/items.js'
import { basketItems } from '../../db/schema.js'
import { notFound } from '../../lib/http-error.js'
import { currentBasketDocument } from './respond.js'
import { itemFields, itemParams, type ItemBody, type ItemParams } from './schemas.js'

const body = { type: 'object', additionalProperties: false, properties: itemFields } as const

/** PATCH /baskets/{uuid}/basket_items/{itemId}: changes the fields sent → the whole basket. */
export default async function updateBasketItem(app: FastifyInstance) {
  app.patch<{ Params: ItemParams; Body: Partial<ItemBody> }>(
    '/:uuid/basket_items/:itemId',
    { schema: { params: itemParams, body } },
    async (request) => {
      const input = request.body
      const { basket, item } = await app.db.transaction(async (tx) => {
        const basket = await openBasketForChange(tx, request, request.params.uuid)
        const [item] = await tx
          .select()
          .from(basketItems)
          .where(
            and(eq(basketItems.id, request.params.itemId), eq(basketItems.basketId, basket.id)),
          )
        if (!item) throw notFound()
        const current = configurationOf(item)
        const configuration = normalised({
          imageId: input.image_id ?? current.imageId,
          layoutId: input.layout_id ?? current.layoutId,
          paperId: input.paper_id ?? current.paperId,
          customWidth: input.custom_width ?? current.customWidth,
          customHeight: input.custom_height ?? current.customHeight,
          formatType: input.format_type ?? current.formatType,
          coordinateX: input.coordinate_x !== undefined ? input.coordinate_x : current.coordinateX,
          coordinateY: input.coordinate_y !== undefined ? input.coordinate_y : current.coordinateY,
        })
        await checkConfiguration(tx, configuration)
        const changed = await changeItem(tx, item, configuration, input.quantity ?? item.quantity)
        await checkBasketValue(tx, basket, 'quantity')
        await touchBasket(tx, basket)
        return { basket, item: changed }
      })
      return currentBasketDocument(request, basket, { basket_item_id: String(item.id) })
    },
  )
}
