import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { deleteAddress } from '../../../addresses/address-book.js'
import { addressIdParams } from '../../../addresses/schemas.js'
import { notFound } from '../../../lib/http-error.js'
import { noContentResponse } from '@print-shop/shop-domain/responses/accounts'

/** DELETE /me/addresses/{id} → 204. Someone else's address is not found. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/:id',
    { schema: { params: addressIdParams, response: noContentResponse } },
    async (request, reply) => {
      if (!(await deleteAddress(app.db, request.userId, request.params.id))) throw notFound()
      return reply.status(204).send()
    },
  )
}

export default route
