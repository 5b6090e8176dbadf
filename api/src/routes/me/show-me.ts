import type { FastifyInstance } from 'fastify'
import { currentUser } from '../../plugins/session.js'
import { userDocument } from '../../lib/users.js'

/** GET /me: the signed-in user with the avatar included. */
export default async function showMe(app: FastifyInstance) {
  app.get('/', async (request) => userDocument(await currentUser(request)))
}
