import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { errorKey } from '../../../lib/api-client'
import { track, basketEvent } from '../../analytics'
import { useRunning } from '../../../lib/promotion-time'
import { useBasket } from '../api/get-basket'
import type { CheckoutBasket } from '../types'
import { BasketItemView } from './basket-item-view'
import { BasketSummary } from './basket-summary'
import { CouponForm } from './coupon-form'
import { QuantityControl } from './quantity-control'
import { RemoveItemButton } from './remove-item-button'
import * as styles from './basket.module.css'

/**
 * The /kosik page's content. The stored basket is only known after the first render, so the server
 * and the first browser render both show the skeleton.
 */
export function BasketContents({
  promotion = null,
}: {
  /** The promotion the empty basket points to, if one ran for the page's language at the build. */
  promotion?: { endsAt: string } | null
}) {
  const { t } = useTranslation()
  const promotionRuns = useRunning(promotion?.endsAt) && promotion !== null
  const { uuid, basket, error, revalidate, replace } = useBasket()
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  useViewCart(basket)

  if (!mounted || (uuid && !basket && !error)) return <BasketSkeleton />
  if (error && !basket)
    return (
      <div role="alert" className={styles.pageMessage}>
        <p>{t('common:basket.loadFailed')}</p>
        <p className={styles.note}>{t(errorKey(error))}</p>
        <Button onClick={revalidate}>{t('common:basket.retry')}</Button>
      </div>
    )
  if (!uuid || !basket || basket.items.length === 0)
    return (
      <div className={styles.pageMessage}>
        <p>{t('common:topbar.cart.empty')}</p>
        <p>
          {promotionRuns ? (
            <Link to={paths.promotion}>{t('cart:emptyCta')}</Link>
          ) : (
            <Link to={paths.categories}>{t('cart:emptyBrowse')}</Link>
          )}
        </p>
      </div>
    )

  return (
    <div className={styles.page}>
      <section aria-labelledby="basket-items" className={styles.pageItems}>
        <h2 id="basket-items" className="visually-hidden">
          {t('cart:items')}
        </h2>
        <ul className={styles.pageList}>
          {basket.items.map((item) => (
            <li key={item.id}>
              <BasketItemView item={item} thumbnail={120}>
                <QuantityControl uuid={uuid} item={item} onChanged={replace} />
                <RemoveItemButton uuid={uuid} item={item} onRemoved={replace} />
              </BasketItemView>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="basket-summary" className={styles.pageSummary}>
        <h2 id="basket-summary">{t('cart:summary')}</h2>
        <CouponForm basket={basket} onChanged={replace} />
        <BasketSummary basket={basket} />
      </section>
    </div>
  )
}

/** GA4 view_cart once per visit of the page, when the basket with its items has arrived. */
function useViewCart(basket: CheckoutBasket | undefined) {
  const viewed = React.useRef(false)
  React.useEffect(() => {
    if (viewed.current || !basket?.items.length) return
    viewed.current = true
    track(basketEvent('view_cart', basket))
  }, [basket])
}

/** Reserves the page's space while the basket loads, so nothing jumps when it arrives. */
function BasketSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={styles.page} aria-busy="true" data-testid="basket-skeleton">
      <p className="visually-hidden" role="status">
        {t('common:basket.loading')}
      </p>
      <div className={styles.pageItems}>
        {[0, 1].map((index) => (
          <div key={index} className={styles.skeletonItem} />
        ))}
      </div>
      <div className={`${styles.pageSummary} ${styles.skeletonSummary}`} />
    </div>
  )
}
