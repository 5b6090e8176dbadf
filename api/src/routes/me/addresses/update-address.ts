import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { addressResource, changeAddress } from '../../../addresses/address-book.js'
import { addressChangesBody } from '@print-shop/shop-domain/requests/addresses'
import { addressIdParams } from '../../../addresses/schemas.js'
import { notFound } from '../../../lib/http-error.js'
import { document } from '../../../lib/jsonapi.js'
import { tidyBody } from '../../auth/tidy-body.js'
import { ADDRESS_NULLABLE_FIELDS, ADDRESS_TEXT_FIELDS } from './fields.js'
import { addressResponse } from '@print-shop/shop-domain/responses/accounts'

/** PATCH /me/addresses/{id}: changes the fields sent. Someone else's address is not found. */
const updateAddress: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:id',
    {
      schema: { params: addressIdParams, body: addressChangesBody, response: addressResponse },
      preValidation: tidyBody({
        trim: ADDRESS_TEXT_FIELDS,
        nullable: ADDRESS_NULLABLE_FIELDS,
        keepBlank: true,
      }),
    },
    async (request) => {
      const address = await changeAddress(app.db, request.userId, request.params.id, request.body)
      if (!address) throw notFound()
      return document(addressResource(address))
    },
  )
}

export default updateAddress
