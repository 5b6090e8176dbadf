import * as React from 'react'
import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import { useI18next } from '../../../lib/i18n/page-language'
import { formatMinorUnits } from '../../../lib/format'
import { formatDate } from '../../../lib/format-date'
import type { PaymentInstructions } from '../types'
import { QrPayment } from './qr-payment'
import { FactList } from '../../../components/fact-list/fact-list'
import * as styles from './bank-transfer.module.css'

/**
 * How to pay an order by bank transfer: account, amount, variable symbol, due date and the QR
 * payment code. Shown after checkout and on the order's detail while the money is awaited.
 */
export function BankTransfer({ instructions }: { instructions: PaymentInstructions }) {
  const { t, language } = useI18next()
  const rows: [string, string][] = [
    [t('cart:checkout.confirmation.holder'), instructions.holder],
    ...(instructions.accountNumber
      ? [[t('cart:checkout.confirmation.account'), instructions.accountNumber] as [string, string]]
      : []),
    [t('cart:checkout.confirmation.iban'), printedIban(instructions.iban)],
    [t('cart:checkout.confirmation.bic'), instructions.bic],
    [
      t('cart:checkout.confirmation.amount'),
      formatMinorUnits(instructions.amount, instructions.currency),
    ],
    [t('cart:checkout.confirmation.variableSymbol'), instructions.variableSymbol],
    [t('cart:checkout.confirmation.dueDate'), formatDate(instructions.dueDate, language)],
  ]
  return (
    <div className={styles.bankTransfer}>
      <h3>{t('cart:checkout.confirmation.bankTransfer')}</h3>
      <div className={styles.body}>
        <FactList data-testid="payment-instructions">
          {rows.map(([label, value]) => (
            <React.Fragment key={label}>
              <dt>{label}</dt>
              <dd translate="no">{value}</dd>
            </React.Fragment>
          ))}
        </FactList>
        <QrPayment code={instructions.qrPayment} />
      </div>
    </div>
  )
}
