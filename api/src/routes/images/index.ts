import type { FastifyPluginAsync } from 'fastify'
import { refuseUnknownParameters } from '../../catalogue/known-parameters.js'
import getImage from './get-image.js'
import listImages from './list-images.js'

const routes: FastifyPluginAsync = async (app) => {
  // A public catalogue read: an address with a parameter it does not know is refused (400).
  app.addHook('onRoute', refuseUnknownParameters)
  await app.register(listImages)
  await app.register(getImage)
}

export default routes
