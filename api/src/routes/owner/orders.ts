import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ORDER_STATUSES, isOrderStatus } from '@print-shop/shop-domain/order-status'
import { invalid } from '../../lib/http-error.js'
import { accountingCsv, paidInPeriod } from '../../orders/accounting-export.js'
import { listOrders } from '../../orders/owner-list.js'
import { orderDetail } from '../../orders/owner-show.js'
import { setOrderStatus } from '../../orders/owner-status.js'
import { OWNER_STATUSES } from '../../orders/status-report.js'
import { ownerResponse } from '@print-shop/shop-domain/responses/owner'

const day = Type.String({ format: 'date' })
const numberParams = Type.Object({ number: Type.String({ pattern: '^[0-9]{1,20}$' }) })
const dryRunQuery = Type.Object({ dry_run: Type.Optional(Type.Boolean()) })

/** A period's end before its start is a mistake, not an empty answer. */
function checkPeriod(from?: string, to?: string): void {
  if (from && to && to < from) throw invalid('to', 'owner.orders.to_before_from')
}

/**
 * /owner/orders: the order list with filters, one order in full, moving an order on (with the
 * customer's e-mail) and the accounting export of a period.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET /owner/orders?status=paid,in_production&from=&to=&search=&limit=: newest first. */
  app.get(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({
          status: Type.Optional(Type.String({ maxLength: 200 })),
          from: Type.Optional(day),
          to: Type.Optional(day),
          search: Type.Optional(Type.String({ maxLength: 100, format: 'single-line' })),
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
        }),
      },
    },
    async (request) => {
      const { status, from, to, search, limit } = request.query
      const statuses = (status ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
      const unknown = statuses.find((name) => !isOrderStatus(name))
      if (unknown !== undefined)
        throw invalid('status', 'owner.orders.unknown_status', {
          status: unknown,
          statuses: ORDER_STATUSES.join(', '),
        })
      checkPeriod(from, to)
      const { orders, total } = await listOrders(app.db, {
        statuses: statuses.filter(isOrderStatus),
        from,
        to,
        search,
        limit,
      })
      return { data: orders, meta: { total } }
    },
  )

  /** GET /owner/orders/export?from=&to=: the period's accounting CSV (see accounting-export.ts). */
  app.get(
    '/export',
    { schema: { response: ownerResponse, querystring: Type.Object({ from: day, to: day }) } },
    async (request) => {
      const { from, to } = request.query
      checkPeriod(from, to)
      const paid = await paidInPeriod(app.db, from, to)
      const { csv, totals, cancelled } = accountingCsv(paid)
      return { data: { from, to, orders: paid.length, cancelled, totals, csv } }
    },
  )

  /** GET /owner/orders/{number}: the order in full. */
  app.get(
    '/:number',
    { schema: { response: ownerResponse, params: numberParams } },
    async (request) => ({
      data: await orderDetail(app.db, request.params.number),
    }),
  )

  /**
   * POST /owner/orders/{number}/status {status, tracking_number?}: moves the order on and e-mails
   * the customer; `?dry_run=true` checks it and reports the mail that would go, writing nothing.
   */
  app.post(
    '/:number/status',
    {
      schema: {
        response: ownerResponse,
        params: numberParams,
        querystring: dryRunQuery,
        body: Type.Object({
          status: Type.Union(OWNER_STATUSES.map((status) => Type.Literal(status))),
          tracking_number: Type.Optional(
            Type.Union([
              Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$' }),
              Type.Null(),
            ]),
          ),
        }),
      },
    },
    async (request) => {
      const { status, tracking_number: trackingNumber } = request.body
      const change = await setOrderStatus(app, request.params.number, status, {
        trackingNumber,
        dryRun: request.query.dry_run === true,
      })
      return { data: change }
    },
  )
}

export default routes
