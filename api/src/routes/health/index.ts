import type { FastifyPluginAsync } from 'fastify'
import { databaseAnswers } from '../../db/client.js'
import { healthResponse } from '@print-shop/shop-domain/responses/health'

/** GET /health: the process answers and the database too. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { response: healthResponse } }, async (_request, reply) => {
    if (await databaseAnswers(app.db)) return { status: 'ok', database: app.database.kind }
    return reply.status(503).send({ status: 'unavailable', database: app.database.kind })
  })
}

export default routes
