import type { FastifyInstance } from 'fastify'
import { addressesOf, addressResource } from '../../../addresses/address-book.js'
import { document } from '../../../lib/jsonapi.js'

/** GET /me/addresses: the signed-in user's saved addresses, oldest first. */
export default async function listAddresses(app: FastifyInstance) {
  app.get('/', async (request) => {
    const rows = await addressesOf(app.db, request.userId)
    return document(rows.map(addressResource), { meta: { total: rows.length } })
  })
}
