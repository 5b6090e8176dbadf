import type { FastifyInstance } from 'fastify'
import { currentUser } from '../../plugins/session.js'
import { userDocument } from '../../accounts/users.js'
import { userResponse } from '@print-shop/shop-domain/responses/accounts'

/** GET /me: the signed-in user with the avatar included. */
export default async function showMe(app: FastifyInstance) {
  app.get('/', { schema: { response: userResponse } }, async (request) =>
    userDocument(await currentUser(request)),
  )
}
