import fp from 'fastify-plugin'
import type { DatabaseHandle } from '../db/client.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db']
    database: DatabaseHandle
  }
}

/** Decorates the app with the database and closes it with the app. */
export default fp<{ database: DatabaseHandle; closeDatabase: boolean }>(
  async (app, { database, closeDatabase }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
    if (closeDatabase) app.addHook('onClose', () => database.close())
  },
  { name: 'database' },
)
