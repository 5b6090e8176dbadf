import type { FastifyPluginAsync } from 'fastify'
import listCategories from './list-categories.js'

const routes: FastifyPluginAsync = async (app) => {
  await app.register(listCategories)
}

export default routes
