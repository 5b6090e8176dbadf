import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { openBasketForChange, touchBasket } from '../../basket/basket.js'
import { basketAddresses } from '../../db/schema.js'
import { EU_COUNTRIES } from '../../lib/countries.js'
import { HttpError, notFound, type FieldErrors } from '../../lib/http-error.js'
import { lineField, optionalLineField } from '../../lib/plain-text.js'
import { emailField, phoneField } from '../auth/fields.js'
import { tidyBody } from '../auth/tidy-body.js'
import { currentBasketDocument } from './respond.js'
import { basketParams, type BasketParams } from './schemas.js'

type Kind = 'billing' | 'shipping'

const line = lineField(255)
const optional = (schema: object) => ({ ...schema, type: ['string', 'null'] })

const fields = {
  first_name: line,
  last_name: line,
  company: optionalLineField(255),
  street: line,
  city: line,
  zip: lineField(20),
  country: { type: 'string', enum: [...EU_COUNTRIES] },
  email: optional(emailField),
  phone_number: optional(phoneField),
} as const
/** Company purchases: IČO and DIČ go on the invoice, so only on the billing details. */
const billingFields = {
  ...fields,
  company_id: optionalLineField(20),
  vat_id: optionalLineField(20),
} as const
const REQUIRED = ['first_name', 'last_name', 'street', 'city', 'zip', 'country'] as const
const TEXT = ['first_name', 'last_name', 'street', 'city', 'zip'] as const
const NULLABLE = ['company', 'company_id', 'vat_id', 'phone_number'] as const

interface Body {
  first_name?: string
  last_name?: string
  company?: string | null
  company_id?: string | null
  vat_id?: string | null
  street?: string
  city?: string
  zip?: string
  country?: string
  email?: string | null
  phone_number?: string | null
}

/** Czech and Slovak postcodes, IČO and DIČ have fixed shapes; other countries are free text. */
function problems(details: Body): FieldErrors {
  const found: FieldErrors = {}
  const domestic = details.country === 'CZ' || details.country === 'SK'
  if (domestic && details.zip && !/^\d{3} ?\d{2}$/.test(details.zip))
    found.zip = { key: 'validation.postal_code' }
  if (domestic && details.company_id && !/^\d{8}$/.test(details.company_id.replace(/\s/g, '')))
    found.company_id = { key: 'validation.company_id' }
  if (details.vat_id && !/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(details.vat_id))
    found.vat_id = { key: 'validation.vat_id' }
  return found
}

function columns(body: Body) {
  const values = {
    firstName: body.first_name,
    lastName: body.last_name,
    company: body.company,
    companyId: body.company_id?.replace(/\s/g, ''),
    vatId: body.vat_id,
    street: body.street,
    city: body.city,
    zip: body.zip,
    country: body.country,
    email: body.email,
    phoneNumber: body.phone_number,
  }
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}

/** Upper-cases a VAT id and drops its spaces ("cz 123 456 78" is CZ12345678) before validation. */
const tidyVatId: preValidationAsyncHookHandler = async (request) => {
  const body = request.body as Record<string, unknown> | null
  if (body && typeof body === 'object' && typeof body.vat_id === 'string')
    body.vat_id = body.vat_id.replace(/\s/g, '').toUpperCase() || null
}

/**
 * POST and PATCH /baskets/{uuid}/billing_details and …/shipping_details (DELETE for shipping: the
 * goods go to the billing address again). POST sets the whole address (201, or 200 replacing
 * one); PATCH changes the fields sent. Each answers with the whole basket.
 */
export function detailsRoutes(kind: Kind) {
  const path = `/:uuid/${kind}_details`
  const properties = kind === 'billing' ? billingFields : fields
  const tidy = tidyBody({ trim: TEXT, email: ['email'], nullable: [...NULLABLE, 'email'] })
  const tidyPatch = tidyBody({
    trim: TEXT,
    email: ['email'],
    nullable: [...NULLABLE, 'email'],
    keepBlank: true,
  })

  return async function routes(app: FastifyInstance) {
    app.post<{ Params: BasketParams; Body: Body }>(
      path,
      {
        schema: {
          params: basketParams,
          body: {
            type: 'object',
            additionalProperties: false,
            required: [...REQUIRED],
            properties,
          },
        },
        preValidation: [tidy, tidyVatId],
      },
      async (request, reply) => {
        const found = problems(request.body)
        if (Object.keys(found).length) throw new HttpError(422, 'errors.validation', found)
        const { basket, created } = await app.db.transaction(async (tx) => {
          const basket = await openBasketForChange(tx, request, request.params.uuid)
          const values = {
            company: null,
            companyId: null,
            vatId: null,
            email: null,
            phoneNumber: null,
            ...columns(request.body),
          }
          const deleted = await tx
            .delete(basketAddresses)
            .where(and(eq(basketAddresses.basketId, basket.id), eq(basketAddresses.kind, kind)))
            .returning({ id: basketAddresses.id })
          const address = values as Omit<typeof basketAddresses.$inferInsert, 'basketId' | 'kind'>
          await tx.insert(basketAddresses).values({ ...address, basketId: basket.id, kind })
          await touchBasket(tx, basket)
          return { basket, created: deleted.length === 0 }
        })
        return reply.status(created ? 201 : 200).send(await currentBasketDocument(request, basket))
      },
    )

    app.patch<{ Params: BasketParams; Body: Body }>(
      path,
      {
        schema: {
          params: basketParams,
          body: { type: 'object', additionalProperties: false, properties },
        },
        preValidation: [tidyPatch, tidyVatId],
      },
      async (request) => {
        const basket = await app.db.transaction(async (tx) => {
          const basket = await openBasketForChange(tx, request, request.params.uuid)
          const where = and(eq(basketAddresses.basketId, basket.id), eq(basketAddresses.kind, kind))
          const [current] = await tx.select().from(basketAddresses).where(where)
          if (!current) throw notFound()
          const merged: Body = {
            country: current.country,
            zip: current.zip,
            company_id: current.companyId,
            vat_id: current.vatId,
            ...request.body,
          }
          const found = problems(merged)
          if (Object.keys(found).length) throw new HttpError(422, 'errors.validation', found)
          await tx
            .update(basketAddresses)
            .set({ ...columns(request.body), updatedAt: new Date() })
            .where(where)
          await touchBasket(tx, basket)
          return basket
        })
        return currentBasketDocument(request, basket)
      },
    )

    if (kind === 'shipping')
      app.delete<{ Params: BasketParams }>(
        path,
        { schema: { params: basketParams } },
        async (request) => {
          const basket = await app.db.transaction(async (tx) => {
            const basket = await openBasketForChange(tx, request, request.params.uuid)
            await tx
              .delete(basketAddresses)
              .where(and(eq(basketAddresses.basketId, basket.id), eq(basketAddresses.kind, kind)))
            await touchBasket(tx, basket)
            return basket
          })
          return currentBasketDocument(request, basket)
        },
      )
  }
}
