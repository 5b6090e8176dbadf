import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  activeDeliveryMethods,
  deliveryMethodResource,
  forDestination,
} from '../../delivery/methods.js'
import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import { deliveryMethodsResponse } from '@print-shop/shop-domain/responses/delivery'
import { document } from '../../lib/jsonapi.js'
import { oneOf } from '@print-shop/shop-domain/schema'

/**
 * GET /delivery_methods: the methods a shopper may choose, in the request's language and currency;
 * with `filter[country]` only those delivering there, the most relevant first.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({ 'filter[country]': Type.Optional(oneOf(EU_COUNTRIES)) }),
        response: deliveryMethodsResponse,
      },
    },
    async (request) => {
      const country = request.query['filter[country]']
      const active = await activeDeliveryMethods(app.db)
      const methods = country ? forDestination(active, country) : active
      return document(
        methods.map((method) => deliveryMethodResource(method, request.locale)),
        { meta: { total: methods.length } },
      )
    },
  )
}

export default route
