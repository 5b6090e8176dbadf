import { majorUnits } from '../lib/money.js'
import type { StatusChange } from '../orders/owner-status.js'
import { t } from './language.js'
import { shipmentLines } from './shipment-lines.js'

/**
 * A status change as `npm run shop -- orders status` prints it, in the owner's language: the move,
 * the tracking number, the money and the mail; a dry run says what would happen. The same lines as
 * orders/status-report.ts writes for `npm run order:status`, which speaks English only.
 */
export function changeLines(change: StatusChange): string[] {
  const would = change.dry_run
  const lines = [
    t(`owner.tool.orders.change.${would ? 'would_move' : 'moved'}`, {
      number: change.number,
      from: change.from,
      to: change.to,
    }),
  ]
  if (change.tracking_number && change.to === 'shipped')
    lines.push(t('owner.tool.orders.tracking', { value: change.tracking_number }))
  const amount = change.refund
    ? `${majorUnits(change.refund.amount)} ${change.refund.currency}`
    : ''
  if (change.refund?.method === 'gateway') {
    const { refunded, failed } = change.refund
    if (would) lines.push(t('owner.tool.orders.change.would_refund', { amount }))
    if (refunded) lines.push(t('owner.tool.orders.change.refunded', { count: refunded }))
    if (failed) lines.push(t('owner.tool.orders.change.refund_failed', { count: failed }))
  }
  if (change.refund?.method === 'transfer')
    lines.push(t('owner.tool.orders.change.transfer', { amount }))
  if (change.mail)
    lines.push(
      t(`owner.tool.orders.change.${would ? 'would_mail' : 'mailed'}`, {
        subject: change.mail.subject,
        to: change.mail.to,
      }),
    )
  if (change.no_mail === 'no_email') lines.push(t('owner.tool.orders.change.no_mail'))
  if (change.shipment) lines.push(...shipmentLines(change.shipment))
  return lines
}
