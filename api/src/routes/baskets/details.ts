import type { preValidationAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  changeBasketAddress,
  removeShippingAddress,
  setBasketAddress,
  type BasketAddressKind,
} from '../../basket/changes.js'
import {
  billingDetailsBody,
  billingDetailsChangesBody,
  shippingDetailsBody,
  shippingDetailsChangesBody,
  type BasketAddressBody,
} from '@print-shop/shop-domain/requests/basket'
import { basketParams } from '../../basket/schemas.js'
import { HttpError, type FieldErrors } from '../../lib/http-error.js'
import { tidyBody } from '../auth/tidy-body.js'
import { currentBasketDocument } from './respond.js'
import { basketCreatedResponse, basketResponse } from '@print-shop/shop-domain/responses/basket'

const TEXT = ['first_name', 'last_name', 'street', 'city', 'zip'] as const
const NULLABLE = ['company', 'company_id', 'vat_id', 'phone_number'] as const

/** What the shape checks look at: the address as sent, or as it will be after a change. */
interface CheckedFields {
  country?: string
  zip?: string
  company_id?: string | null
  vat_id?: string | null
}

/** Czech and Slovak postcodes, IČO and DIČ have fixed shapes; other countries are free text. */
function problems(details: CheckedFields): FieldErrors {
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

function throwProblems(details: CheckedFields): void {
  const found = problems(details)
  if (Object.keys(found).length) throw new HttpError(422, 'errors.validation', found)
}

function columns(body: BasketAddressBody) {
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
export function detailsRoutes(kind: BasketAddressKind): FastifyPluginAsyncTypebox {
  const path = `/:uuid/${kind}_details`
  // The shipping schemas are the billing ones without the company ids.
  const body = kind === 'billing' ? billingDetailsBody : shippingDetailsBody
  const changesBody = kind === 'billing' ? billingDetailsChangesBody : shippingDetailsChangesBody
  const tidy = tidyBody({ trim: TEXT, email: ['email'], nullable: [...NULLABLE, 'email'] })
  const tidyPatch = tidyBody({
    trim: TEXT,
    email: ['email'],
    nullable: [...NULLABLE, 'email'],
    keepBlank: true,
  })

  return async function routes(app) {
    app.post(
      path,
      {
        schema: { params: basketParams, body, response: basketCreatedResponse },
        preValidation: [tidy, tidyVatId],
      },
      async (request, reply) => {
        throwProblems(request.body)
        const { basket, created } = await setBasketAddress(
          app.db,
          request,
          request.params.uuid,
          kind,
          columns(request.body),
        )
        return reply.status(created ? 201 : 200).send(await currentBasketDocument(request, basket))
      },
    )

    app.patch(
      path,
      {
        schema: { params: basketParams, body: changesBody, response: basketResponse },
        preValidation: [tidyPatch, tidyVatId],
      },
      async (request) => {
        const basket = await changeBasketAddress(
          app.db,
          request,
          request.params.uuid,
          kind,
          columns(request.body),
          (current) =>
            throwProblems({
              country: current.country,
              zip: current.zip,
              company_id: current.companyId,
              vat_id: current.vatId,
              ...request.body,
            }),
        )
        return currentBasketDocument(request, basket)
      },
    )

    if (kind === 'shipping')
      app.delete(
        path,
        { schema: { params: basketParams, response: basketResponse } },
        async (request) => {
          const basket = await removeShippingAddress(app.db, request, request.params.uuid)
          return currentBasketDocument(request, basket)
        },
      )
  }
}
