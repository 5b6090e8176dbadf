import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { addBasketItem } from '../../basket/changes.js'
import { normalised, pictureInput } from '../../basket/items.js'
import { newItemBody } from '@print-shop/shop-domain/requests/basket'
import { basketParams } from '../../basket/schemas.js'
import { currentBasketDocument } from './respond.js'
import { basketItemAddedResponse } from '@print-shop/shop-domain/responses/basket'

/**
 * POST /baskets/{uuid}/basket_items: adds a print of a catalogue picture (`image_id`) or of the
 * signed-in shopper's own photo (`upload_id`) → 201 with the whole basket (meta.basket_item_id
 * is the line it went to). The price is the server's; any price the client sends is ignored.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:uuid/basket_items',
    { schema: { params: basketParams, body: newItemBody, response: basketItemAddedResponse } },
    async (request, reply) => {
      const input = request.body
      const configuration = normalised({
        ...pictureInput(input, true)!,
        layoutId: input.layout_id,
        paperId: input.paper_id,
        customWidth: input.custom_width,
        customHeight: input.custom_height,
        formatType: input.format_type,
        coordinateX: input.coordinate_x ?? null,
        coordinateY: input.coordinate_y ?? null,
      })
      const { basket, item } = await addBasketItem(
        app.db,
        request,
        request.params.uuid,
        configuration,
        input.quantity,
      )
      return reply
        .status(201)
        .send(await currentBasketDocument(request, basket, { basket_item_id: String(item.id) }))
    },
  )
}

export default route
