import type { FastifyPluginAsync } from 'fastify'
import { refuseUnknownParameters } from '../../catalogue/known-parameters.js'
import listCategories from './list-categories.js'

const routes: FastifyPluginAsync = async (app) => {
  // A public catalogue read: an address with a parameter it does not know is refused (400).
  app.addHook('onRoute', refuseUnknownParameters)
  await app.register(listCategories)
}

export default routes
