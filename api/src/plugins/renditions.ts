import fp from 'fastify-plugin'
import { Renditions } from '../media/renditions.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The pictures' rendition cache and render queue (media route, owner's picture calls). */
    renditions: Renditions
  }
}

/** One rendition cache and render queue for the whole API, whichever route renders. */
export default fp(
  async (app) => {
    app.decorate(
      'renditions',
      new Renditions(app.config, (work, lock) => app.database.exclusively(work, lock)),
    )
  },
  { name: 'renditions' },
)
