import type { FastifyInstance } from 'fastify'
import { addresses } from '../../../db/schema.js'
import { document } from '../../../lib/jsonapi.js'
import { tidyBody } from '../../auth/tidy-body.js'
import {
  ADDRESS_NULLABLE_FIELDS,
  ADDRESS_TEXT_FIELDS,
  DEFAULT_COUNTRY,
  REQUIRED_ADDRESS_FIELDS,
  addressFields,
  addressResource,
  type AddressBody,
} from './fields.js'

const body = {
  type: 'object',
  additionalProperties: false,
  required: [...REQUIRED_ADDRESS_FIELDS],
  properties: { ...addressFields, country: { ...addressFields.country, default: DEFAULT_COUNTRY } },
} as const

/** POST /me/addresses: saves a new address → 201. */
export default async function createAddress(app: FastifyInstance) {
  app.post<{ Body: AddressBody }>(
    '/',
    {
      schema: { body },
      preValidation: tidyBody({ trim: ADDRESS_TEXT_FIELDS, nullable: ADDRESS_NULLABLE_FIELDS }),
    },
    async (request, reply) => {
      const userId = app.sessions.requireUserId(request)
      const { first_name, last_name, company, street, city, zip, country, phone_number } =
        request.body
      const [address] = await app.db
        .insert(addresses)
        .values({
          userId,
          firstName: first_name,
          lastName: last_name,
          company,
          street,
          city,
          zip,
          country,
          phoneNumber: phone_number,
        })
        .returning()
      return reply.status(201).send(document(addressResource(address!)))
    },
  )
}
