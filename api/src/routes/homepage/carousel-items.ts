import type { FastifyPluginAsync } from 'fastify'
import { blocksWithImages, carouselItemsInOrder } from '../../catalogue/homepage.js'
import { carouselItemsResponse } from '../../catalogue/response-schemas.js'
import { inLocale } from '../../catalogue/localize.js'
import { resource, toOne } from '../../lib/jsonapi.js'

/** GET /homepage/carousel_items: the home-page slides in order, their images included. */
const route: FastifyPluginAsync = async (app) => {
  app.get('/carousel_items', { schema: { response: carouselItemsResponse } }, async (request) => {
    const items = await carouselItemsInOrder(app.db)
    const { locale } = request
    return blocksWithImages(request, items, (item) =>
      resource(
        'carousel_items',
        item.id,
        {
          title: inLocale(item.title, locale),
          subtitle: inLocale(item.subtitle, locale),
          button_label: inLocale(item.buttonLabel, locale),
          link: item.link,
          position: item.position,
        },
        { image: toOne('images', item.imageId) },
      ),
    )
  })
}

export default route
