import * as React from 'react'
import { useTranslation, useTypeset } from '../../lib/i18n/translation'
import { formatMinorUnits, formatPrice, type Currency } from '../../lib/format'
import type { DeliveryMethodNode } from './delivery-method-fragment'
import * as styles from './info.module.css'

export type { DeliveryMethodNode }

/** Delivery methods with their price in the page's currency, free-delivery threshold and transit. */
export function DeliveryMethods({ methods }: { methods: readonly DeliveryMethodNode[] }) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  return (
    <ul className={styles.methods} data-testid="delivery-methods">
      {methods.map((method) => {
        const currency: Currency = method.currency === 'EUR' ? 'EUR' : 'CZK'
        const terms = [
          // Whole amounts in running text: "60 €", "1 500 Kč".
          method.freeFrom !== null &&
            t('delivery:methods.freeFrom', {
              amount: formatPrice(method.freeFrom / 100, currency, 0),
            }),
          method.transitDays > 0 && t('delivery:methods.transit', { count: method.transitDays }),
        ].filter(Boolean)
        return (
          <li key={method.apiId} className={styles.method}>
            <span className={styles.methodName}>{typeset(method.name)}</span>
            <strong className={styles.methodPrice} data-testid="delivery-price">
              {method.price === 0
                ? t('delivery:methods.free')
                : formatMinorUnits(method.price, currency)}
            </strong>
            {method.description && (
              <p className={styles.methodText}>{typeset(method.description)}</p>
            )}
            {terms.length > 0 && <p className={styles.methodTerms}>{terms.join(' · ')}</p>}
          </li>
        )
      })}
    </ul>
  )
}
