import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { addressResource, saveAddress } from '../../../addresses/address-book.js'
import { newAddressBody } from '@print-shop/shop-domain/requests/addresses'
import { document } from '../../../lib/jsonapi.js'
import { tidyBody } from '../../auth/tidy-body.js'
import { ADDRESS_NULLABLE_FIELDS, ADDRESS_TEXT_FIELDS } from './fields.js'
import { createdAddressResponse } from '@print-shop/shop-domain/responses/accounts'

/** POST /me/addresses: saves a new address → 201. */
const createAddress: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: { body: newAddressBody, response: createdAddressResponse },
      preValidation: tidyBody({ trim: ADDRESS_TEXT_FIELDS, nullable: ADDRESS_NULLABLE_FIELDS }),
    },
    async (request, reply) => {
      const address = await saveAddress(app.db, request.userId, request.body)
      return reply.status(201).send(document(addressResource(address)))
    },
  )
}

export default createAddress
