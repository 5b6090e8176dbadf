import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { loginScreensOf } from '../../catalogue/homepage.js'
import { frontendClientFilter, queryText } from '../../catalogue/query-schemas.js'
import { inLocale } from '../../lib/localized.js'
import { document, resource } from '../../lib/jsonapi.js'
import { mediaBase, mediaUrl } from '../../lib/media-url.js'
import { loginScreensResponse } from '@print-shop/shop-domain/responses/homepage'

/**
 * GET /homepage/login_screens: the side panels of the sign-in, registration and password dialogs;
 * `filter[modal]` picks one (an unknown modal gives an empty list).
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/login_screens',
    {
      schema: {
        querystring: Type.Object({
          'filter[modal]': Type.Optional(queryText(100)),
          ...frontendClientFilter,
        }),
        response: loginScreensResponse,
      },
    },
    async (request) => {
      const modal = request.query['filter[modal]']
      const rows = await loginScreensOf(app.db, modal)
      const { locale } = request
      const { publicUrl } = app.config
      return document(
        rows.map((screen) => {
          const url = mediaUrl(publicUrl, screen.imageId, 1080, 'jpg')
          return resource('login_screens', screen.id, {
            modal: screen.modal,
            title: inLocale(screen.title, locale),
            subtitle: inLocale(screen.subtitle, locale),
            highlighted_points: screen.highlightedPoints.map((point) => inLocale(point, locale)),
            image: {
              url,
              media_url: mediaBase(publicUrl, screen.imageId),
              conversions: { wh1080: { url } },
            },
          })
        }),
      )
    },
  )
}

export default route
