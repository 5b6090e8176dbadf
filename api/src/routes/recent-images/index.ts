import type { FastifyPluginAsync } from 'fastify'
import listRecentImages from './list-recent-images.js'

const routes: FastifyPluginAsync = async (app) => {
  await app.register(listRecentImages)
}

export default routes
