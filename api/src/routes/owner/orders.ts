import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

/** /owner/orders: TODO. */
const routes: FastifyPluginAsyncTypebox = async () => {}

export default routes
