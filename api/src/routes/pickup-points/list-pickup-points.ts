import type { FastifyPluginAsync } from 'fastify'
import { pageMeta, pagingProperties, type PagingQuery } from '../../catalogue/paging.js'
import { queryText } from '../../catalogue/query-schemas.js'
import {
  PICKUP_POINT_CARRIERS,
  pickupPointResource,
  searchPickupPoints,
} from '../../delivery/pickup-points.js'
import { EU_COUNTRIES } from '../../lib/countries.js'
import { document } from '../../lib/jsonapi.js'

interface Query extends PagingQuery {
  'filter[search]'?: string
  'filter[country]'?: string
  'filter[carrier]'?: string
}

/** GET /pickup_points: the directory by city and name, searched by name, street, city or zip. */
const route: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            'filter[search]': queryText(100),
            'filter[country]': { type: 'string', enum: [...EU_COUNTRIES] },
            'filter[carrier]': { type: 'string', enum: [...PICKUP_POINT_CARRIERS] },
            ...pagingProperties(20, 100),
          },
        },
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
