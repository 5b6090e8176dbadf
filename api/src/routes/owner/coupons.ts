import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

/** /owner/coupons: TODO. */
const routes: FastifyPluginAsyncTypebox = async () => {}

export default routes
