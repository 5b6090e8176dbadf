import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { openBasketsOf } from '../../basket/basket.js'
import { baskets } from '../../db/schema.js'
import { currentBasketDocument } from './respond.js'

/**
 * POST /baskets: a basket for this visitor. A signed-in shopper who already has an open basket gets
 * that one back (200), so a second device finds the same basket; otherwise a new one (201) in the
 * request's language, which sets its currency.
 */
export default async function createBasket(app: FastifyInstance) {
  app.post('/', async (request, reply) => {
    const userId = request.session?.userId ?? null
    if (userId) {
      const [open] = await openBasketsOf(app.db, userId)
      if (open) return reply.status(200).send(await currentBasketDocument(request, open))
    }
    const [basket] = await app.db
      .insert(baskets)
      .values({
        uuid: randomUUID(),
        userId,
        sessionIdHash: request.session?.idHash ?? null,
        locale: request.locale,
      })
      .returning()
    return reply.status(201).send(await currentBasketDocument(request, basket!))
  })
}
