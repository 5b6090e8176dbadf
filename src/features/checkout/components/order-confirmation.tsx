import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { BankTransfer } from '../../orders'
import type { Order } from '../../orders'
import * as styles from './checkout.module.css'

interface Props {
  order: Order
  /** The card or GoPay gateway the shopper is being sent to. */
  redirecting?: boolean
}

/** The placed order: its number and, for a bank transfer, how to pay it. */
export function OrderConfirmation({ order, redirecting = false }: Props) {
  const { t } = useTranslation()
  return (
    <section className={styles.confirmation} aria-labelledby="order-placed">
      <h2 id="order-placed">{t('cart:checkout.confirmation.title')}</h2>
      <p role="status">
        {t('cart:checkout.confirmation.number')}{' '}
        <strong data-testid="order-number">{order.number}</strong>
      </p>
      {redirecting ? (
        <p>{t('cart:checkout.confirmation.redirecting')}</p>
      ) : (
        <>
          {order.paymentInstructions && <BankTransfer instructions={order.paymentInstructions} />}
          <p>{t('cart:checkout.confirmation.email')}</p>
          <p>
            <Link to={paths.profileOrders}>{t('cart:checkout.confirmation.orders')}</Link>
          </p>
        </>
      )}
    </section>
  )
}
