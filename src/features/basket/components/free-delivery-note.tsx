import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { formatMinorUnits } from '../../../lib/format'
import { useShopFacts } from '../../../lib/shop-facts'
import { missingForFreeDelivery } from '../totals'
import type { Basket } from '../types'
import * as styles from './basket.module.css'

/**
 * How much more the goods must be worth for free delivery, or that delivery is free: by the shop's
 * threshold in the basket's currency (GET /shop), after the coupon's discount as the API counts it.
 * Nothing where the shop never delivers free.
 */
export function FreeDeliveryNote({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const { freeDeliveryFrom } = useShopFacts()
  const missing = missingForFreeDelivery(basket, freeDeliveryFrom)
  if (missing === null) return null
  return (
    <p className={styles.freeDelivery} data-testid="free-delivery">
      {missing === 0
        ? t('cart:freeDelivery.reached')
        : t('cart:freeDelivery.missing', { amount: formatMinorUnits(missing, basket.currency) })}
    </p>
  )
}
