import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { addresses } from '../../../db/schema.js'
import { notFound } from '../../../lib/http-error.js'
import { document } from '../../../lib/jsonapi.js'
import { tidyBody } from '../../auth/tidy-body.js'
import {
  ADDRESS_NULLABLE_FIELDS,
  ADDRESS_TEXT_FIELDS,
  addressColumns,
  addressFields,
  addressIdParams,
  addressResource,
  type AddressBody,
} from './fields.js'

const body = { type: 'object', additionalProperties: false, properties: addressFields } as const

/** PATCH /me/addresses/{id}: changes the fields sent. Someone else's address is not found. */
export default async function updateAddress(app: FastifyInstance) {
  app.patch<{ Params: { id: number }; Body: Partial<AddressBody> }>(
    '/:id',
    {
      schema: { params: addressIdParams, body },
      preValidation: tidyBody({
        trim: ADDRESS_TEXT_FIELDS,
        nullable: ADDRESS_NULLABLE_FIELDS,
        keepBlank: true,
      }),
    },
    async (request) => {
      const userId = app.sessions.requireUserId(request)
      const owned = and(eq(addresses.id, request.params.id), eq(addresses.userId, userId))
      const changes = addressColumns(request.body)
      const [address] = Object.keys(changes).length
        ? await app.db
            .update(addresses)
            .set({ ...changes, updatedAt: new Date() })
            .where(owned)
            .returning()
        : await app.db.select().from(addresses).where(owned)
      if (!address) throw notFound()
      return document(addressResource(address))
    },
  )
}
