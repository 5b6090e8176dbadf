import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'drizzle-orm'

/** GET /health: the process answers and the database too. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`)
      return { status: 'ok', database: app.database.kind }
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.database.kind })
    }
  })
}

export default routes
