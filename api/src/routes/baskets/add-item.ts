import type { FastifyInstance } from 'fastify'
import { openBasketForChange, touchBasket } from '../../basket/basket.js'
import { addItem, checkBasketValue, checkConfiguration, normalised } from '../../basket/items.js'
import { currentBasketDocument } from './respond.js'
import { basketParams, itemFields, type BasketParams, type ItemBody } from './schemas.js'

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['image_id', 'layout_id', 'paper_id', 'custom_width', 'custom_height', 'format_type'],
  properties: { ...itemFields, quantity: { ...itemFields.quantity, default: 1 } },
} as const

/**
 * POST /baskets/{uuid}/basket_items: adds a print → 201 with the whole basket (meta.basket_item_id
 * is the line it went to). The price is the server's; any price the client sends is ignored.
 */
export default async function addBasketItem(app: FastifyInstance) {
  app.post<{ Params: BasketParams; Body: ItemBody }>(
    '/:uuid/basket_items',
    { schema: { params: basketParams, body } },
    async (request, reply) => {
      const input = request.body
      const configuration = normalised({
        imageId: input.image_id,
        layoutId: input.layout_id,
        paperId: input.paper_id,
        customWidth: input.custom_width,
        customHeight: input.custom_height,
        formatType: input.format_type,
        coordinateX: input.coordinate_x ?? null,
        coordinateY: input.coordinate_y ?? null,
      })
      const { basket, item } = await app.db.transaction(async (tx) => {
        const basket = await openBasketForChange(tx, request, request.params.uuid)
        await checkConfiguration(tx, configuration)
        const item = await addItem(tx, basket, configuration, input.quantity ?? 1)
        await checkBasketValue(tx, basket, 'quantity')
        await touchBasket(tx, basket)
        return { basket, item }
      })
      return reply
        .status(201)
        .send(await currentBasketDocument(request, basket, { basket_item_id: String(item.id) }))
    },
  )
}
