import type { FastifyPluginAsync } from 'fastify'
import { blocksWithImages, carouselItemsInOrder } from '../../catalogue/homepage.js'
import { carouselItemsResponse } from '@print-shop/shop-domain/responses/homepage'
import { inLocale } from '../../lib/localized.js'
import { resource, toOne } from '../../lib/jsonapi.js'

/**
 * GET /homepage/carousel_items: the home-page slides in order, their images included. A slide that
 * advertises a promotion is served only while it runs and for the language's countries, with the
 * promotion's start and end: a page built now hides it in the browser once it has ended.
 */
const route: FastifyPluginAsync = async (app) => {
  app.get('/carousel_items', { schema: { response: carouselItemsResponse } }, async (request) => {
    const items = await carouselItemsInOrder(app.db, request.locale)
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
          promotion: item.promotion?.slug ?? null,
          starts_at: item.promotion?.startsAt.toISOString() ?? null,
          ends_at: item.promotion?.endsAt.toISOString() ?? null,
          countries: item.promotion?.countries ?? null,
        },
        { image: toOne('images', item.imageId) },
      ),
    )
  })
}

export default route
