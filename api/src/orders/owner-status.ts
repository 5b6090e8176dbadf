import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { ORDER_STATUSES, canChange, type OrderStatus } from '@print-shop/shop-domain/order-status'
import type { Database } from '../db/client.js'
import { deliveryMethods, orders, payments } from '../db/schema.js'
import { HttpError, invalid } from '../lib/http-error.js'
import { inTransaction } from '../db/dry-run.js'
import { creditCancelledOrder } from '../invoices/lifecycle.js'
import { invoiceOf, issueInvoice } from '../invoices/issue.js'
import { refundCancelledOrder } from '../payments/refunds.js'
import { orderProductionDays } from './production-days.js'
import { shipOnProduction, type Shipment } from './shipments.js'
import { changeOrderStatus } from './status.js'
import { isMailedStatus, orderStatusMail, type RefundNote } from './status-mails.js'
import type { OrderRow } from './types.js'

type StatusApp = Pick<FastifyInstance, 'config' | 'db' | 'log' | 'mailer'>

export interface StatusChange {
  number: string
  from: OrderStatus
  to: OrderStatus
  tracking_number: string | null
  /** The mail to the customer: sent, or on a dry run the one that would be. */
  mail: { to: string; subject: string; sent: boolean } | null
  /** Why no mail goes out: the order has no address left (anonymised), or the status has none. */
  no_mail: 'no_email' | 'no_mail_for_status' | null
  /**
   * A cancelled paid order's money: card/GoPay payments refunded through their gateway (failed
   * ones stay due and are retried by `order:status --cancel-overdue`), or a bank transfer the owner
   * returns by hand.
   */
  refund: {
    method: 'gateway' | 'transfer'
    amount: number
    currency: string
    refunded: number
    failed: number
  } | null
  /**
   * The Packeta packet asked for as the order went into production (orders/shipments.ts): created,
   * or failed with why (the order is in production either way); null when none was asked for.
   */
  shipment: Shipment | null
  dry_run: boolean
}

export interface StatusOptions {
  /**
   * The carrier's tracking number; required for `shipped` unless the customer collects or the
   * order has a Packeta packet, whose barcode it is then.
   */
  trackingNumber?: string | null
  dryRun?: boolean
}

/**
 * How the order travels: personal collection has no carrier (no tracking number, and the mails say
 * "collect"); a carrier's code gives the shipped mail its tracking link.
 */
async function deliveryOf(
  db: Database,
  order: OrderRow,
): Promise<{ collection: boolean; carrier: string | null }> {
  const [method] = await db
    .select({ kind: deliveryMethods.kind, carrier: deliveryMethods.carrier })
    .from(deliveryMethods)
    .where(
      order.deliveryMethodId === null
        ? eq(deliveryMethods.slug, order.deliverySlug)
        : eq(deliveryMethods.id, order.deliveryMethodId),
    )
  return {
    collection: method?.kind === 'personal_collection',
    carrier: method?.carrier ?? null,
  }
}

/** A final status is written as such; otherwise the message names where the order may go. */
function refusal(order: OrderRow, to: OrderStatus): HttpError {
  const next = ORDER_STATUSES.filter((status) => canChange(order.status, status))
  const vars = { number: order.number, from: order.status, to, next: next.join(', ') }
  return new HttpError(
    409,
    next.length ? 'owner.orders.not_allowed' : 'owner.orders.final',
    undefined,
    vars,
  )
}

/**
 * Moves the order numbered `number` to `to` as the owner asked: checks the change (404 unknown
 * order, 409 not allowed from its status, 422 a tracking number missing or out of place), makes it
 * with its history row and the tracking number in one transaction (rolled back on a dry run), then
 * refunds a cancelled order's gateway payments and e-mails the customer in the order's language.
 * A dry run reports the same and neither refunds nor mails.
 */
export async function setOrderStatus(
  app: StatusApp,
  number: string,
  to: OrderStatus,
  { trackingNumber = null, dryRun = false }: StatusOptions = {},
): Promise<StatusChange> {
  const given = trackingNumber?.trim() || null
  const { before, after, collection, carrier, paidByGateway, creditNote } = await inTransaction(
    app.db,
    dryRun,
    async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.number, number))
      if (!order) throw new HttpError(404, 'owner.orders.not_found', undefined, { number })
      if (!canChange(order.status, to)) throw refusal(order, to)
      const { collection: collected, carrier } = await deliveryOf(tx, order)
      const tracking = given ?? (to === 'shipped' ? order.packetBarcode : null)
      if (to === 'shipped' && !tracking && !collected)
        throw invalid('tracking_number', 'owner.orders.tracking_required')
      if (given && to !== 'shipped')
        throw invalid('tracking_number', 'owner.orders.tracking_not_shipped')
      const paid = await tx
        .select({ amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
      if (!(await changeOrderStatus(tx, order.id, to)))
        throw new HttpError(409, 'owner.orders.changed', undefined, { number })
      // Tax documents with the change (rolled back with it on a dry run): an invoice for a paid
      // order, a credit note for a paid one cancelled.
      if (to === 'paid') await issueInvoice(tx, app.config, order.id)
      const creditNote =
        to === 'cancelled' && order.paidAt
          ? await creditCancelledOrder(tx, app.config, order.id)
          : null
      if (tracking)
        await tx.update(orders).set({ trackingNumber: tracking }).where(eq(orders.id, order.id))
      const [changed] = await tx.select().from(orders).where(eq(orders.id, order.id))
      return {
        before: order,
        after: changed!,
        collection: collected,
        carrier,
        paidByGateway: paid.reduce((sum, payment) => sum + payment.amount, 0),
        creditNote,
      }
    },
  )

  let refund: StatusChange['refund'] = null
  if (to === 'cancelled' && paidByGateway > 0) {
    const { refunded, failed } = dryRun
      ? { refunded: 0, failed: 0 }
      : await refundCancelledOrder(app, before.id)
    refund = {
      method: 'gateway',
      amount: paidByGateway,
      currency: before.currency,
      refunded,
      failed,
    }
  } else if (to === 'cancelled' && before.paidAt) {
    refund = {
      method: 'transfer',
      amount: before.totalGross,
      currency: before.currency,
      refunded: 0,
      failed: 0,
    }
  }

  // After the change is committed: Packeta failing or slow leaves the order in production, its
  // shipment `failed` for the owner's retry.
  // Anything else going wrong there (the database) is logged: the change and its mail stand, and a
  // claim left `creating` comes back on the retry list after a few minutes.
  const shipment =
    to === 'in_production' && !dryRun
      ? await shipOnProduction(app, before.id).catch((error: unknown) => {
          app.log.error({ err: error, order: number }, 'the Packeta packet was not recorded')
          return null
        })
      : null
  const change = {
    number,
    from: before.status,
    to,
    tracking_number: after.trackingNumber,
    shipment,
    dry_run: dryRun,
  }
  if (!isMailedStatus(to)) return { ...change, mail: null, no_mail: 'no_mail_for_status', refund }
  if (!after.email) return { ...change, mail: null, no_mail: 'no_email', refund }
  const note: RefundNote | null = refund && { method: refund.method, amount: refund.amount }
  const mail = orderStatusMail(app.config, after, to, {
    productionDays: to === 'paid' ? await orderProductionDays(app.db, after.id) : 0,
    collection,
    carrier,
    refund: note,
    invoice: to === 'paid' && !dryRun ? await invoiceOf(app.db, after.id) : null,
    creditNote: dryRun ? null : creditNote,
  })
  if (!dryRun) await app.mailer.send(mail)
  return {
    ...change,
    mail: { to: mail.to, subject: mail.subject, sent: !dryRun },
    no_mail: null,
    refund,
  }
}
