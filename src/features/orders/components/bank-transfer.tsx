import * as React from 'react'
import { compactIban } from '@print-shop/shop-domain/bank-accounts'
import { useI18next } from '../../../lib/i18n/page-language'
import type { Language } from '../../../config/languages'
import { formatMinorUnits } from '../../../lib/format'
import { formatDate } from '../../../lib/format-date'
import type { PaymentInstructions } from '../types'
import { amountToType } from '../amount-to-type'
import { GroupedIban } from './grouped-iban'
import { PaymentFact } from './payment-fact'
import { QrPayment } from './qr-payment'
import { FactList } from '../../../components/fact-list/fact-list'
import * as styles from './bank-transfer.module.css'

/**
 * How to pay an order by bank transfer. First what the shopper types into a banking app, each with
 * a copy button: amount, account (the Czech account number of a koruna order, else the IBAN) and
 * variable symbol; then payee, BIC and due date; the QR payment code beside them on a wide screen,
 * under them on a phone, where it is offered as a picture to download for the banking app. Shown
 * after checkout and on the order's detail while the money is awaited.
 */
export function BankTransfer({ instructions }: { instructions: PaymentInstructions }) {
  const { t, language } = useI18next()
  const text = (key: string) => t(`cart:checkout.confirmation.${key}`)
  const { accountNumber, iban, variableSymbol } = instructions
  const ibanFact = (
    <PaymentFact label={text('iban')} copyValue={compactIban(iban)} copyLabel={text('copy.iban')}>
      <GroupedIban iban={iban} />
    </PaymentFact>
  )
  return (
    <div className={styles.bankTransfer} data-testid="bank-transfer">
      <h3>{t('cart:checkout.confirmation.bankTransfer')}</h3>
      <div className={styles.body}>
        <div className={styles.details} data-testid="payment-instructions">
          <dl className={styles.payFacts} data-testid="payment-key-facts">
            <PaymentFact
              label={text('amount')}
              copyValue={amountToType(instructions.amount, language as Language)}
              copyLabel={text('copy.amount')}
            >
              {formatMinorUnits(instructions.amount, instructions.currency)}
            </PaymentFact>
            {accountNumber ? (
              <PaymentFact
                label={text('account')}
                copyValue={accountNumber}
                copyLabel={text('copy.account')}
              >
                {accountNumber}
              </PaymentFact>
            ) : (
              ibanFact
            )}
            <PaymentFact
              label={text('variableSymbol')}
              copyValue={variableSymbol}
              copyLabel={text('copy.variableSymbol')}
            >
              {variableSymbol}
            </PaymentFact>
            {/* A koruna account's IBAN, for a payment from a bank abroad. */}
            {accountNumber && ibanFact}
          </dl>
          <FactList>
            <dt>{text('holder')}</dt>
            <dd>{instructions.holder}</dd>
            <dt>{text('bic')}</dt>
            <dd translate="no">{instructions.bic}</dd>
            <dt>{text('dueDate')}</dt>
            <dd>{formatDate(instructions.dueDate, language)}</dd>
          </FactList>
        </div>
        <QrPayment
          code={instructions.qrPayment}
          fileName={t('cart:checkout.confirmation.qrFileName', { number: variableSymbol })}
        />
      </div>
    </div>
  )
}
