import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { formatDate } from '../../../lib/format-date'
import type { Order } from '../types'
import { BankTransfer } from './bank-transfer'
import { PayNowButton } from './pay-now-button'
import { FactList } from '../../../components/fact-list/fact-list'
import * as styles from './order-detail.module.css'

/** Statuses in which an order still waits for its money (the API's own list). */
const UNPAID_STATUSES: readonly string[] = ['new', 'awaiting_payment']

/**
 * How the order is paid and whether it is; while the money is awaited, the bank-transfer details
 * with the QR code, or the way back to the card or GoPay gateway.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { t, language } = useI18next()
  const awaiting = !order.paid && UNPAID_STATUSES.includes(order.status)
  const online = order.paymentMethod === 'card' || order.paymentMethod === 'gopay'
  const state = order.paid
    ? order.paidAt
      ? t('profile:orders.payment.paidOn', { date: formatDate(order.paidAt, language) })
      : t('profile:orders.payment.paid')
    : awaiting
      ? t('profile:orders.payment.awaiting')
      : t('profile:orders.payment.unpaid')
  return (
    <section className={styles.block} aria-labelledby="order-payment">
      <h2 id="order-payment">{t('profile:orders.payment.title')}</h2>
      <FactList>
        <dt>{t('profile:orders.payment.method')}</dt>
        <dd>{t(`cart:checkout.payment.methods.${order.paymentMethod}`)}</dd>
        <dt>{t('profile:orders.payment.state')}</dt>
        <dd data-testid="payment-state" data-paid={order.paid}>
          {state}
        </dd>
      </FactList>
      {awaiting && order.paymentInstructions && (
        <BankTransfer instructions={order.paymentInstructions} />
      )}
      {awaiting && online && (
        <div className={styles.actions}>
          <PayNowButton orderId={order.id} />
        </div>
      )}
    </section>
  )
}
