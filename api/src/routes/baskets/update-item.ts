import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { changeBasketItem } from '../../basket/changes.js'
import { pictureInput } from '../../basket/items.js'
import { itemChangesBody } from '@print-shop/shop-domain/requests/basket'
import { itemParams } from '../../basket/schemas.js'
import { currentBasketDocument } from './respond.js'
import { basketResponse } from '@print-shop/shop-domain/responses/basket'

/** PATCH /baskets/{uuid}/basket_items/{itemId}: changes the fields sent → the whole basket. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:uuid/basket_items/:itemId',
    { schema: { params: itemParams, body: itemChangesBody, response: basketResponse } },
    async (request) => {
      const input = request.body
      const picture = pictureInput(input, false)
      const { basket, item } = await changeBasketItem(
        app.db,
        request,
        request.params.uuid,
        request.params.itemId,
        (current) => ({
          ...(picture ?? { imageId: current.imageId, uploadId: current.uploadId }),
          layoutId: input.layout_id ?? current.layoutId,
          paperId: input.paper_id ?? current.paperId,
          customWidth: input.custom_width ?? current.customWidth,
          customHeight: input.custom_height ?? current.customHeight,
          formatType: input.format_type ?? current.formatType,
          coordinateX: input.coordinate_x !== undefined ? input.coordinate_x : current.coordinateX,
          coordinateY: input.coordinate_y !== undefined ? input.coordinate_y : current.coordinateY,
        }),
        input.quantity,
      )
      return currentBasketDocument(request, basket, { basket_item_id: String(item.id) })
    },
  )
}

export default route
