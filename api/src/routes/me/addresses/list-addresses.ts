import type { FastifyInstance } from 'fastify'
import { addressesOf, addressResource } from '../../../addresses/address-book.js'
import { document } from '../../../lib/jsonapi.js'
import { addressesResponse } from '@print-shop/shop-domain/responses/accounts'

/** GET /me/addresses: the signed-in user's saved addresses, oldest first. */
export default async function listAddresses(app: FastifyInstance) {
  app.get('/', { schema: { response: addressesResponse } }, async (request) => {
    const rows = await addressesOf(app.db, request.userId)
    return document(rows.map(addressResource), { meta: { total: rows.length } })
  })
}
