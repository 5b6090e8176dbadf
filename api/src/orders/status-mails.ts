import type { Config } from '../config.js'
import { trackingUrl } from '../delivery/tracking.js'
import { mailLine } from '../lib/plain-text.js'
import { button, paragraph, type MailBlock } from '../mails/layout.js'
import type { Mail } from '../mails/outbox.js'
import { orderMailContext, paymentReceivedMail, recipient } from './mails.js'
import type { OrderRow } from './types.js'

/** The statuses whose change the customer hears about. */
const MAILED_STATUSES = ['paid', 'in_production', 'shipped', 'delivered', 'cancelled'] as const
export type MailedStatus = (typeof MAILED_STATUSES)[number]

export function isMailedStatus(status: string): status is MailedStatus {
  return (MAILED_STATUSES as readonly string[]).includes(status)
}

/** A cancelled paid order's money: refunded through the gateway, or returned by bank transfer. */
export interface RefundNote {
  method: 'gateway' | 'transfer'
  amount: number
}

export interface StatusMailFacts {
  /** Working days to make the order (the `paid` mail promises them). */
  productionDays: number
  /** The customer collects the order: no carrier, no tracking number. */
  collection: boolean
  /**
   * The carrier's code (delivery_methods.carrier) for the `shipped` mail's tracking link; a pickup
   * point's own carrier is used when this is not given.
   */
  carrier?: string | null
  refund: RefundNote | null
  /** The order's invoice, issued with the payment: the `paid` mail attaches it. */
  invoice?: { id: number; number: string } | null
  /** The credit note a paid order's cancellation issued: the `cancelled` mail attaches it. */
  creditNote?: { id: number; number: string } | null
}

/**
 * The e-mail telling the customer that their order moved on, in the order's language: paid (the
 * payment confirmation), in production, shipped (carrier and tracking number) or ready to collect,
 * delivered, cancelled (with what happens to the money). The shipped mail links to the carrier's
 * tracking page for the parcel.
 */
export function orderStatusMail(
  config: Config,
  order: OrderRow,
  status: MailedStatus,
  facts: StatusMailFacts,
): Mail {
  if (status === 'paid') {
    const mail = paymentReceivedMail(config, order, facts.productionDays, facts.invoice)
    return { ...mail, userId: order.userId }
  }
  const group = 'order_status'
  const { locale, t, money, render } = orderMailContext(config, order, group)
  const key = (name: string, vars: Record<string, string | number> = {}) =>
    t(`mail.${group}.${name}`, { number: order.number, ...vars })
  const variant = (name: string) => `${status}.${facts.collection ? 'collection_' : ''}${name}`

  // Each inner array is one paragraph of lines.
  let paragraphs: string[][]
  let tracking: MailBlock[] = []
  let subject: string
  switch (status) {
    case 'in_production':
      subject = key('in_production.subject')
      paragraphs = [
        [key('in_production.body')],
        [key(facts.collection ? 'in_production.next_collection' : 'in_production.next_shipping')],
      ]
      break
    case 'shipped': {
      subject = key(variant('subject'))
      const point = order.pickupPoint
      const details = [
        mailLine(`${key('delivery')}: ${order.deliveryName}`),
        ...(point
          ? [
              mailLine(
                `${key('pickup_point')}: ${point.name}, ${point.street}, ${point.zip} ${point.city}`,
              ),
            ]
          : []),
        ...(order.trackingNumber
          ? [mailLine(`${key('tracking_number')}: ${order.trackingNumber}`)]
          : []),
      ]
      paragraphs = [[key(variant('body'))], details]
      const url =
        order.trackingNumber && !facts.collection
          ? trackingUrl(facts.carrier ?? point?.carrier, order.trackingNumber, locale)
          : null
      if (url) {
        // The text part needs no button: the sentence and the address under it.
        const intro = key('shipped.tracking_link_intro')
        const link = button(key('shipped.tracking_link'), url, t('mail.account.link_fallback'))
        tracking = [{ text: `${intro}\n${url}`, html: paragraph(intro).html + link.html }]
      } else if (order.trackingNumber && !facts.collection)
        paragraphs.push([key('shipped.tracking_hint')])
      break
    }
    case 'delivered':
      subject = key(variant('subject'))
      paragraphs = [[key(variant('body'))], [key('delivered.problem')]]
      break
    case 'cancelled': {
      subject = key('cancelled.subject')
      const refund = facts.refund
        ? key(`cancelled.refund_${facts.refund.method}`, { amount: money(facts.refund.amount) })
        : key('cancelled.unpaid')
      paragraphs = [[key('cancelled.body')], [refund]]
      if (facts.creditNote)
        paragraphs.push([key('cancelled.credit_note', { invoice: facts.creditNote.number })])
      break
    }
  }

  const { text, html } = render(mailLine(subject), [
    ...paragraphs.map((lines) => paragraph(lines.join('\n'))),
    ...tracking,
  ])
  return {
    to: recipient(order),
    subject: mailLine(subject),
    text,
    html,
    userId: order.userId,
    invoiceIds: status === 'cancelled' && facts.creditNote ? [facts.creditNote.id] : [],
  }
}
