import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

/** /owner/prices: TODO. */
const routes: FastifyPluginAsyncTypebox = async () => {}

export default routes
