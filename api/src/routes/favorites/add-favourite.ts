import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { addFavourite, favouriteResources } from '../../favourites/favourites.js'
import { newFavouriteBody } from '@print-shop/shop-domain/requests/favourites'
import { invalid } from '../../lib/http-error.js'
import { document } from '../../lib/jsonapi.js'
import { favouriteAddedResponse } from '@print-shop/shop-domain/responses/favourites'

/** POST /favorites: 201 with the new favourite, or 200 with the one that already exists. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    { schema: { body: newFavouriteBody, response: favouriteAddedResponse } },
    async (request, reply) => {
      const { favourite, created } = await addFavourite(
        request,
        request.userId,
        request.body.image_id,
      )
      // No such image, or removed between the two statements (a DELETE racing this call).
      if (!favourite) throw invalid('image_id', 'validation.invalid_value')
      const resources = await favouriteResources(request, [favourite])
      return reply
        .status(created ? 201 : 200)
        .send(document(resources.favourites[0]!, { included: resources.images }))
    },
  )
}

export default route
