import type { FastifyPluginAsync } from 'fastify'
import getImage from './get-image.js'
import listImages from './list-images.js'

const routes: FastifyPluginAsync = async (app) => {
  await app.register(listImages)
  await app.register(getImage)
}

export default routes
