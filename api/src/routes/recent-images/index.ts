import type { FastifyPluginAsync } from 'fastify'

const routes: FastifyPluginAsync = async () => {}

export default routes
