import { majorUnits } from '../lib/money.js'
import type { StatusChange } from './owner-status.js'

/** The statuses the owner moves an order to by hand (the others come from checkout and payment). */
export const OWNER_STATUSES = [
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const

/**
 * A status change as the owner reads it in a terminal (`npm run shop -- orders status` and
 * `npm run order:status`): the move, the tracking number, the money and the mail. A dry run says
 * what would happen.
 */
export function describeChange(change: StatusChange): string[] {
  const would = change.dry_run
  const lines = [
    `order ${change.number}: ${change.from} → ${change.to}${would ? ' (dry run, not saved)' : ''}`,
  ]
  if (change.tracking_number && change.to === 'shipped')
    lines.push(`tracking number: ${change.tracking_number}`)
  const money = change.refund && `${majorUnits(change.refund.amount)} ${change.refund.currency}`
  if (change.refund?.method === 'gateway') {
    const { refunded, failed } = change.refund
    if (would) lines.push(`${money} paid by card/GoPay would be refunded through the gateway`)
    if (refunded) lines.push(`refunded ${refunded} payment(s) through the gateway`)
    if (failed) lines.push(`${failed} refund(s) failed; --cancel-overdue tries them again`)
  }
  if (change.refund?.method === 'transfer')
    lines.push(`${money} was paid by bank transfer: send it back to the customer by hand`)
  if (change.mail)
    lines.push(
      `${would ? 'would e-mail' : 'e-mailed'} "${change.mail.subject}" to ${change.mail.to}`,
    )
  if (change.no_mail === 'no_email') lines.push('no e-mail: the order has no e-mail address left')
  if (change.shipment?.status === 'created')
    lines.push(`Packeta packet ${change.shipment.packet_id}, barcode ${change.shipment.barcode}`)
  else if (change.shipment)
    lines.push(
      `no Packeta packet (${change.shipment.problem}: ${change.shipment.detail}); retry with npm run shop -- packeta ship ${change.number}`,
    )
  return lines
}
