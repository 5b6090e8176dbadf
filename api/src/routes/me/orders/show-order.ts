import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../catalogue/query-schemas.js'
import { ordersDocument } from '../../../orders/resources.js'
import { ownOrder } from './params.js'

/** GET /me/orders/{id}: one of the user's orders with items, history and payment details. */
export default async function showOrder(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>('/:id', { schema: { params: idParams } }, async (request) => {
    const order = await ownOrder(app.db, request, request.params.id)
    return ordersDocument(request, [order], { single: true })
  })
}
