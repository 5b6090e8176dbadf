import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

/** /owner/pictures: TODO. */
const routes: FastifyPluginAsyncTypebox = async () => {}

export default routes
