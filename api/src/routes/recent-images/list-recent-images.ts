import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { recentlyViewed } from '../../catalogue/image-views.js'
import { imageResources } from '../../catalogue/images.js'
import { document } from '../../lib/jsonapi.js'
import { withDefault } from '@print-shop/shop-domain/schema'
import { recentImagesResponse } from '@print-shop/shop-domain/responses/catalogue'

/** The carousel shows at most this many. */
const MAX_RECENT = 20

/**
 * GET /recent_images: images this visitor (signed-in user, else session) viewed, newest first.
 * Without a session there is nothing to show, and none is started.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({
          per_page: withDefault(
            Type.Integer({ minimum: 1, maximum: MAX_RECENT, default: MAX_RECENT }),
          ),
        }),
        response: recentImagesResponse,
      },
    },
    async (request) => {
      const rows = request.session
        ? await recentlyViewed(app.db, request.session, request.query.per_page)
        : []
      return document(await imageResources(request, rows), { meta: { total: rows.length } })
    },
  )
}

export default route
