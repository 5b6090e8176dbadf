import type { FastifyPluginAsync } from 'fastify'
import { eq } from 'drizzle-orm'
import { favouriteResources, findFavourite } from '../../catalogue/favourites.js'
import { favorites, images } from '../../db/schema.js'
import { invalid } from '../../lib/http-error.js'
import { document } from '../../lib/jsonapi.js'

interface Body {
  image_id: number
}

/** POST /favorites: 201 with the new favourite, or 200 with the one that already exists. */
const route: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Body }>(
    '/',
    {
      schema: {
        body: {
          type: 'object',
          properties: { image_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
          required: ['image_id'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const userId = app.sessions.requireUserId(request)
      const imageId = request.body.image_id
      const [image] = await app.db
        .select({ id: images.id })
        .from(images)
        .where(eq(images.id, imageId))
      if (!image) throw invalid('image_id', 'validation.invalid_value')

      const inserted = await app.db
        .insert(favorites)
        .values({ userId, imageId })
        .onConflictDoNothing()
        .returning({ id: favorites.id })
      const favourite = await findFavourite(request, userId, imageId)
      // Removed between the two statements (a DELETE racing this call): as if the image were gone.
      if (!favourite) throw invalid('image_id', 'validation.invalid_value')
      const resources = await favouriteResources(request, [favourite])
      return reply
        .status(inserted.length ? 201 : 200)
        .send(document(resources.favourites[0]!, { included: resources.images }))
    },
  )
}

export default route
