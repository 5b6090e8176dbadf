import type { FastifyRequest } from 'fastify'
import { basketById, priceBasket, type BasketRow } from '../../basket/basket.js'
import { basketDocument } from '../../basket/resources.js'
import type { JsonApiDocument } from '../../lib/jsonapi.js'

/** The basket as it is now (after the change has been committed), priced and as a document. */
export async function currentBasketDocument(
  request: FastifyRequest,
  basket: BasketRow | number,
  meta?: Record<string, unknown>,
): Promise<JsonApiDocument> {
  const db = request.server.db
  const row = await basketById(db, typeof basket === 'number' ? basket : basket.id)
  return basketDocument(request, await priceBasket(db, row), meta)
}
