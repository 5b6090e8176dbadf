import type { FastifyPluginAsync } from 'fastify'
import {
  activeDeliveryMethods,
  deliveryMethodResource,
  servesCountry,
} from '../../delivery/methods.js'
import { EU_COUNTRIES } from '../../lib/countries.js'
import { document } from '../../lib/jsonapi.js'

interface Query {
  'filter[country]'?: string
}

/**
 * GET /delivery_methods: the methods a shopper may choose, in the request's language and currency;
 * with `filter[country]` only those delivering there.
 */
const route: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { 'filter[country]': { type: 'string', enum: [...EU_COUNTRIES] } },
        },
      },
    },
    async (request) => {
      const country = request.query['filter[country]']
      const methods = (await activeDeliveryMethods(app.db)).filter(
        (method) => !country || servesCountry(method, country),
      )
      return document(
        methods.map((method) => deliveryMethodResource(method, request.locale)),
        { meta: { total: methods.length } },
      )
    },
  )
}

export default route
