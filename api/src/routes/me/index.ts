import type { FastifyPluginAsync } from 'fastify'
import { signedInOnly } from '../../plugins/session.js'
import addresses from './addresses/index.js'
import destroyMe from './destroy-me.js'
import orders from './orders/index.js'
import sessions from './sessions/index.js'
import showMe from './show-me.js'
import updateMe from './update-me.js'

/** /me: the signed-in user's own account. Every call needs a signed-in session (401 otherwise). */
const routes: FastifyPluginAsync = async (app) => {
  // Before validation, so an anonymous caller learns nothing from field errors.
  app.addHook('onRequest', signedInOnly)
  await app.register(showMe)
  await app.register(updateMe)
  await app.register(destroyMe)
  await app.register(addresses, { prefix: '/addresses' })
  await app.register(orders, { prefix: '/orders' })
  await app.register(sessions, { prefix: '/sessions' })
}

export default routes
