import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findPickupPoint, pickupPointResource } from '../../delivery/pickup-points.js'
import { notFound } from '../../lib/http-error.js'
import { document } from '../../lib/jsonapi.js'
import { pickupPointResponse } from '@print-shop/shop-domain/responses/pickup-points'

/** A carrier's id of a point: letters, digits and hyphens. Anything else cannot exist. */
const params = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
})

/** GET /pickup_points/{id}: one point, e.g. to show the one kept on a basket. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { params, response: pickupPointResponse } }, async (request) => {
    const point = await findPickupPoint(app.db, request.params.id)
    if (!point) throw notFound()
    return document(pickupPointResource(point))
  })
}

export default route
