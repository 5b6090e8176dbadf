import type { FastifyInstance } from 'fastify'
import { startBasket } from '../../basket/basket.js'
import { currentBasketDocument } from './respond.js'
import { basketCreatedResponse } from '@print-shop/shop-domain/responses/basket'

/**
 * POST /baskets: a basket for this visitor. A signed-in shopper who already has an open basket gets
 * that one back (200), so a second device or tab finds the same basket; otherwise a new one (201) in
 * the request's language, which sets its currency.
 */
export default async function createBasket(app: FastifyInstance) {
  const options = {
    schema: { response: basketCreatedResponse },
    config: { rateLimit: app.config.rateLimits.createBasket },
  }
  app.post('/', options, async (request, reply) => {
    const userId = request.session?.userId ?? null
    const fresh = { locale: request.locale, sessionIdHash: request.session?.idHash ?? null }
    const { basket, created } = await startBasket(app.db, userId, fresh)
    return reply.status(created ? 201 : 200).send(await currentBasketDocument(request, basket))
  })
}
