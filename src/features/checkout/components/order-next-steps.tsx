import * as React from 'react'
import { Trans, useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { Order } from '../../orders'
import * as styles from './order-outcome.module.css'

/**
 * Where the order confirmation went, then what happens to the order: production (once paid),
 * shipping or collection, where to follow it, the invoice. The same after a bank transfer is
 * ordered and after a card or GoPay payment.
 */
export function OrderNextSteps({ order }: { order: Order }) {
  const { t } = useTranslation()
  const collection = order.delivery.transitDays === 0
  const production = order.paid
    ? 'production'
    : order.paymentMethod === 'bank_transfer'
      ? 'productionAfterTransfer'
      : 'productionAfterPayment'
  const steps = [
    production,
    collection ? 'collection' : 'shipping',
    'follow',
    order.paid ? 'invoice' : 'invoiceAfterPayment',
  ]
  return (
    <section className={styles.nextSteps} aria-labelledby="next-steps" data-testid="next-steps">
      <p data-testid="confirmation-email">
        <Trans
          t={t}
          i18nKey="cart:checkout.next.emailSent"
          values={{ email: order.email }}
          components={{ email: <strong translate="no" /> }}
        />
      </p>
      <h3 id="next-steps">{t('cart:checkout.next.title')}</h3>
      <ol>
        {steps.map((step) => (
          <li key={step}>
            {step === 'follow' ? (
              <Trans
                t={t}
                i18nKey="cart:checkout.next.follow"
                components={{ orders: <Link to={paths.profileOrders} /> }}
              />
            ) : (
              t(`cart:checkout.next.${step}`)
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
