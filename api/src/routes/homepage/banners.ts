import type { FastifyPluginAsync } from 'fastify'
import { bannersInOrder, blocksWithImages } from '../../catalogue/homepage.js'
import { bannersResponse } from '@print-shop/shop-domain/responses/homepage'
import { inLocale } from '../../lib/localized.js'
import { resource, toOne } from '../../lib/jsonapi.js'

/** GET /homepage/banners: the home-page banners in order, their images included. */
const route: FastifyPluginAsync = async (app) => {
  app.get('/banners', { schema: { response: bannersResponse } }, async (request) => {
    const rows = await bannersInOrder(app.db)
    const { locale } = request
    return blocksWithImages(request, rows, (banner) =>
      resource(
        'banners',
        banner.id,
        {
          title: inLocale(banner.title, locale),
          text: inLocale(banner.text, locale),
          link: banner.link,
          position: banner.position,
        },
        { image: toOne('images', banner.imageId) },
      ),
    )
  })
}

export default route
