import type { FastifyPluginAsync } from 'fastify'
import { signedInOnly } from '../../plugins/session.js'
import addFavourite from './add-favourite.js'
import listFavourites from './list-favourites.js'
import removeFavourite from './remove-favourite.js'

/** A signed-in shopper's favourite images; every call answers 401 to an anonymous visitor. */
const routes: FastifyPluginAsync = async (app) => {
  // Before validation: an anonymous visitor learns nothing about ids or payloads, only to sign in.
  app.addHook('onRequest', signedInOnly)
  await app.register(listFavourites)
  await app.register(addFavourite)
  await app.register(removeFavourite)
}

export default routes
