import type { FastifyPluginAsync } from 'fastify'
import { signedInOnly } from '../../plugins/session.js'
import addFavorite from './add-favorite.js'
import listFavorites from './list-favorites.js'
import removeFavorite from './remove-favorite.js'

/** A signed-in shopper's favourite images; every call answers 401 to an anonymous visitor. */
const routes: FastifyPluginAsync = async (app) => {
  // Before validation: an anonymous visitor learns nothing about ids or payloads, only to sign in.
  app.addHook('onRequest', signedInOnly)
  await app.register(listFavorites)
  await app.register(addFavorite)
  await app.register(removeFavorite)
}

export default routes
