import type { FastifyInstance } from 'fastify'
import {
  ORDER_STATUSES,
  isOrderStatus,
  type OrderStatus,
} from '@print-shop/shop-domain/order-status'
import { buildApp } from '../app.js'
import { loadConfigOrExit } from '../config.js'
import { openDatabase } from '../db/client.js'
import { HttpError } from '../lib/http-error.js'
import { translator } from '../lib/messages.js'
import { refundDuePayments } from '../payments/refunds.js'
import { cancelExpiredOrders } from './overdue.js'
import { setOrderStatus } from './owner-status.js'
import { reconcilePendingPayments } from './reconcile-payments.js'
import { describeChange } from './status-report.js'

/**
 * npm run order:status -w api -- 2026000042 shipped Z1234567890: moves an order on by hand (a bank
 * transfer arrived, the print went to production, the parcel left with that tracking number), as
 * `npm run shop -- orders status` does through the API: the same checks, and each change e-mails the
 * customer; cancelling a paid card/GoPay order refunds it through its gateway.
 * npm run order:status -w api -- --cancel-overdue: cancels bank transfers unpaid after the due date
 * and card/GoPay orders unpaid after an hour, giving their coupon uses back, after asking the gateways
 * about payments still pending; it also retries the refunds that failed (run it every 15 minutes,
 * e.g. from cron).
 */
class UsageError extends Error {}

interface StatusRequest {
  number: string
  status: OrderStatus
  trackingNumber: string | null
}

function parseArguments([number, status, trackingNumber, ...rest]: string[]): StatusRequest {
  if (!number || !status || rest.length)
    throw new UsageError(
      'usage: npm run order:status -w api -- <order number> <status> [tracking number] | --cancel-overdue',
    )
  if (!isOrderStatus(status))
    throw new UsageError(`unknown status "${status}"; one of: ${ORDER_STATUSES.join(', ')}`)
  return { number, status, trackingNumber: trackingNumber ?? null }
}

async function changeStatus(app: FastifyInstance, request: StatusRequest): Promise<void> {
  try {
    const change = await setOrderStatus(app, request.number, request.status, {
      trackingNumber: request.trackingNumber,
    })
    describeChange(change).forEach((line) => console.log(line))
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const t = translator('en')
    const fields = Object.values(error.fields ?? {}).map(({ key, vars }) => t(key, vars))
    throw new UsageError([t(error.messageKey, error.vars), ...fields].join('\n'))
  }
}

/**
 * Asks the gateways about payments still pending (a lost notification must not let a paid order
 * expire), cancels what is overdue, then retries the refunds that failed.
 */
async function cancelOverdue(app: FastifyInstance): Promise<void> {
  const reconciled = await reconcilePendingPayments(app)
  if (reconciled) console.log(`${reconciled} pending payment(s) settled from their gateway`)
  const cancelled = await cancelExpiredOrders(app.db, app.config.payments.dueDays)
  console.log(
    cancelled.length
      ? `cancelled ${cancelled.length} unpaid orders: ${cancelled.join(', ')}`
      : 'no unpaid order is overdue',
  )
  const { refunded, failed } = await refundDuePayments(app)
  if (refunded || failed) console.log(`refunds retried: ${refunded} done, ${failed} still due`)
}

try {
  const args = process.argv.slice(2)
  const overdue = args.length === 1 && args[0] === '--cancel-overdue'
  const order = overdue ? null : parseArguments(args)
  const config = loadConfigOrExit()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const app = await buildApp({ config, database })
  try {
    await app.ready()
    if (order) await changeStatus(app, order)
    else await cancelOverdue(app)
  } finally {
    await app.close()
    await database.close()
  }
} catch (error) {
  if (!(error instanceof UsageError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
