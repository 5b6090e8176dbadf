import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { addresses } from '../../../db/schema.js'
import { document } from '../../../lib/jsonapi.js'
import { addressResource } from './fields.js'

/** GET /me/addresses: the signed-in user's saved addresses, oldest first. */
export default async function listAddresses(app: FastifyInstance) {
  app.get('/', async (request) => {
    const userId = app.sessions.requireUserId(request)
    const rows = await app.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
    return document(rows.map(addressResource), { meta: { total: rows.length } })
  })
}
