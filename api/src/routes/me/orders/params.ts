import type { FastifyRequest } from 'fastify'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.js'
import { orders } from '../../../db/schema.js'
import { notFound } from '../../../lib/http-error.js'
import type { OrderRow } from '../../../orders/types.js'

/** The signed-in user's own order; anyone else's is not found, like an id that does not exist. */
export async function ownOrder(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<OrderRow> {
  const userId = request.server.sessions.requireUserId(request)
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  if (!order) throw notFound()
  return order
}
