import type { FastifyInstance } from 'fastify'
import { count, desc, eq } from 'drizzle-orm'
import {
  countedPage,
  pageMeta,
  pagingProperties,
  type PagingQuery,
} from '../../../catalogue/paging.js'
import { orders } from '../../../db/schema.js'
import { ordersDocument } from '../../../orders/resources.js'

/** GET /me/orders: the user's orders, newest first, with their items; meta total and last_page. */
export default async function listOrders(app: FastifyInstance) {
  app.get<{ Querystring: PagingQuery }>(
    '/',
    { schema: { querystring: { type: 'object', properties: { ...pagingProperties(10, 50) } } } },
    async (request) => {
      const userId = app.sessions.requireUserId(request)
      const { page, per_page: perPage } = request.query
      const mine = eq(orders.userId, userId)
      const { rows, total } = await countedPage(
        page,
        perPage,
        (limit, offset) =>
          app.db
            .select()
            .from(orders)
            .where(mine)
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(limit)
            .offset(offset),
        async () => {
          const [row] = await app.db.select({ value: count() }).from(orders).where(mine)
          return row?.value ?? 0
        },
      )
      return ordersDocument(request, rows, { meta: pageMeta(total, page, perPage) })
    },
  )
}
