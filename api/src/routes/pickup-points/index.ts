import type { FastifyPluginAsync } from 'fastify'
import getPickupPoint from './get-pickup-point.js'
import listPickupPoints from './list-pickup-points.js'

/** The carriers' pickup points, searchable without signing in. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(listPickupPoints)
  await app.register(getPickupPoint)
}

export default routes
