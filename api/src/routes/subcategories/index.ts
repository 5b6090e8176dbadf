import type { FastifyPluginAsync } from 'fastify'
import listSubcategories from './list-subcategories.js'

const routes: FastifyPluginAsync = async (app) => {
  await app.register(listSubcategories)
}

export default routes
