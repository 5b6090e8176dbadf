import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { pageMeta, pagingProperties } from '../../catalogue/paging.js'
import { queryText } from '../../catalogue/query-schemas.js'
import {
  PICKUP_POINT_CARRIERS,
  pickupPointResource,
  searchPickupPoints,
} from '../../delivery/pickup-points.js'
import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import { document } from '../../lib/jsonapi.js'
import { oneOf } from '@print-shop/shop-domain/schema'
import { pickupPointsResponse } from '@print-shop/shop-domain/responses/pickup-points'

/** GET /pickup_points: the directory by city and name, searched by name, street, city or zip. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({
          'filter[search]': Type.Optional(queryText(100)),
          'filter[country]': Type.Optional(oneOf(EU_COUNTRIES)),
          'filter[carrier]': Type.Optional(oneOf(PICKUP_POINT_CARRIERS)),
          ...pagingProperties(20, 100),
        }),
        response: pickupPointsResponse,
      },
    },
    async (request) => {
      const { query } = request
      const { rows, total } = await searchPickupPoints(app.db, {
        search: query['filter[search]'],
        country: query['filter[country]'],
        carrier: query['filter[carrier]'],
        page: query.page,
        perPage: query.per_page,
      })
      return document(rows.map(pickupPointResource), {
        meta: pageMeta(total, query.page, query.per_page),
      })
    },
  )
}

export default route
