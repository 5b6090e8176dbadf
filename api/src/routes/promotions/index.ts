import type { FastifyPluginAsync } from 'fastify'
import { promotionsResponse } from '@print-shop/shop-domain/responses/homepage'
import { document, resource } from '../../lib/jsonapi.js'
import { shownPromotions } from '../../promotions/promotions.js'

/**
 * GET /promotions: the promotions running now for the language's countries (cs: CZ, sk: SK, de: DE
 * and AT, en: any), with their start and end, so a page built now can hide one once it has ended.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { response: promotionsResponse } }, async (request) => {
    const rows = await shownPromotions(app.db, request.locale)
    return document(
      rows.map((promotion) =>
        resource('promotions', promotion.id, {
          slug: promotion.slug,
          coupon_code: promotion.couponCode,
          starts_at: promotion.startsAt.toISOString(),
          ends_at: promotion.endsAt.toISOString(),
          countries: promotion.countries,
          link: promotion.link,
        }),
      ),
    )
  })
}

export default routes
