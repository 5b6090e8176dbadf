import { eq } from 'drizzle-orm'
import {
  ORDER_STATUSES,
  canChange,
  isOrderStatus,
  type OrderStatus,
} from '@print-shop/shop-domain/order-status'
import { buildApp } from '../app.js'
import { loadConfigOrExit, type Config } from '../config.js'
import { openDatabase, type DatabaseHandle } from '../db/client.js'
import { orders } from '../db/schema.js'
import { reconcilePendingPayments } from '../payments/reconcile.js'
import { refundCancelledOrder, refundDuePayments } from '../payments/refunds.js'
import { paymentReceivedMail } from './mails.js'
import { cancelExpiredOrders } from './overdue.js'
import { orderProductionDays } from './production-days.js'
import { changeOrderStatus } from './status.js'

/**
 * npm run order:status -w api -- 2026000042 shipped: moves an order on by hand (a bank transfer
 * arrived, the print went to production, the parcel left). Marking an order paid e-mails the shopper;
 * cancelling a paid card/GoPay order refunds it through its gateway.
 * npm run order:status -w api -- --cancel-overdue: cancels bank transfers unpaid after the due date
 * and card/GoPay orders unpaid after an hour, giving their coupon uses back, after asking the gateways
 * about payments still pending; it also retries the refunds that failed (run it every 15 minutes,
 * e.g. from cron).
 */
class UsageError extends Error {}

function parseArguments([number, status]: string[]): { number: string; status: OrderStatus } {
  if (!number || !status)
    throw new UsageError(
      'usage: npm run order:status -w api -- <order number> <status> | --cancel-overdue',
    )
  if (!isOrderStatus(status))
    throw new UsageError(`unknown status "${status}"; one of: ${ORDER_STATUSES.join(', ')}`)
  return { number, status }
}

async function changeStatus(
  config: Config,
  database: DatabaseHandle,
  number: string,
  status: OrderStatus,
): Promise<void> {
  const [order] = await database.db.select().from(orders).where(eq(orders.number, number))
  if (!order) throw new UsageError(`no order number ${number}`)
  if (!canChange(order.status, status))
    throw new UsageError(`order ${number} is ${order.status}: it cannot become ${status}`)
  if (!(await changeOrderStatus(database.db, order.id, status)))
    throw new UsageError(`order ${number} changed meanwhile; run the command again`)
  console.log(`order ${number}: ${order.status} → ${status}`)
  if (status === 'cancelled') await refund(config, database, order.id)

  if (status === 'paid' && order.email) {
    const [paid] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    const app = await buildApp({ config, database })
    await app.ready()
    try {
      await app.mailer.send(
        paymentReceivedMail(config, paid!, await orderProductionDays(database.db, paid!.id)),
      )
    } finally {
      await app.close()
    }
    console.log(`payment confirmation e-mailed to ${order.email}`)
  }
}

/** Gives a cancelled order's gateway payments back; one that fails stays due for --cancel-overdue. */
async function refund(config: Config, database: DatabaseHandle, orderId: number): Promise<void> {
  const app = await buildApp({ config, database })
  await app.ready()
  try {
    const { refunded, failed } = await refundCancelledOrder(app, orderId)
    if (refunded) console.log(`refunded ${refunded} payment(s) through the gateway`)
    if (failed) console.error(`${failed} refund(s) failed; --cancel-overdue tries them again`)
  } finally {
    await app.close()
  }
}

/**
 * Asks the gateways about payments still pending (a lost notification must not let a paid order
 * expire), cancels what is overdue, then retries the refunds that failed.
 */
async function cancelOverdue(config: Config, database: DatabaseHandle): Promise<void> {
  const app = await buildApp({ config, database })
  await app.ready()
  try {
    const reconciled = await reconcilePendingPayments(app)
    if (reconciled) console.log(`${reconciled} pending payment(s) settled from their gateway`)
    const cancelled = await cancelExpiredOrders(database.db, config.payments.dueDays)
    console.log(
      cancelled.length
        ? `cancelled ${cancelled.length} unpaid orders: ${cancelled.join(', ')}`
        : 'no unpaid order is overdue',
    )
    const { refunded, failed } = await refundDuePayments(app)
    if (refunded || failed) console.log(`refunds retried: ${refunded} done, ${failed} still due`)
  } finally {
    await app.close()
  }
}

try {
  const args = process.argv.slice(2)
  const overdue = args.length === 1 && args[0] === '--cancel-overdue'
  const order = overdue ? null : parseArguments(args)
  const config = loadConfigOrExit()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    if (order) await changeStatus(config, database, order.number, order.status)
    else await cancelOverdue(config, database)
  } finally {
    await database.close()
  }
} catch (error) {
  if (!(error instanceof UsageError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
