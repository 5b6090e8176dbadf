import * as React from 'react'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { formatMinorUnits } from '../../../lib/format'
import type { Order, PaymentInstructions } from '../../orders/types'
import { QrPayment } from './qr-payment'
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
          {order.payment_instructions && <BankTransfer instructions={order.payment_instructions} />}
          <p>{t('cart:checkout.confirmation.email')}</p>
          <p>
            <Link to={paths.profileOrders}>{t('cart:checkout.confirmation.orders')}</Link>
          </p>
        </>
      )}
    </section>
  )
}

function BankTransfer({ instructions }: { instructions: PaymentInstructions }) {
  const { t } = useTranslation()
  const rows: [string, string][] = [
    [t('cart:checkout.confirmation.holder'), instructions.holder],
    ...(instructions.account_number
      ? [[t('cart:checkout.confirmation.account'), instructions.account_number] as [string, string]]
      : []),
    [t('cart:checkout.confirmation.iban'), instructions.iban],
    [t('cart:checkout.confirmation.bic'), instructions.bic],
    [
      t('cart:checkout.confirmation.amount'),
      formatMinorUnits(instructions.amount, instructions.currency),
    ],
    [t('cart:checkout.confirmation.variableSymbol'), instructions.variable_symbol],
    [t('cart:checkout.confirmation.dueDate'), instructions.due_date],
  ]
  return (
    <div className={styles.bankTransfer}>
      <h3>{t('cart:checkout.confirmation.bankTransfer')}</h3>
      <div className={styles.bankTransferBody}>
        <dl className={styles.facts} data-testid="payment-instructions">
          {rows.map(([label, value]) => (
            <React.Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
        <QrPayment spd={instructions.spd} />
      </div>
    </div>
  )
}
