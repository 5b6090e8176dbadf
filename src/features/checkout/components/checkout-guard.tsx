import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { useCheckoutBasket } from '../api/get-checkout-basket'
import type { CheckoutBasket } from '../types'
import * as styles from './checkout.module.css'

interface Props {
  children: (
    basket: CheckoutBasket,
    uuid: string,
    replace: (basket: CheckoutBasket) => void,
  ) => React.ReactNode
}

/**
 * A checkout step's content once there is a basket with items; without one the shopper goes back
 * to /kosik with a message. The stored basket is read after mounting, so the server and the first
 * browser render both show the skeleton.
 */
export function CheckoutGuard({ children }: Props) {
  const { t, language } = useI18next()
  const { uuid, basket, error, revalidate, replace } = useCheckoutBasket()
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  const empty = mounted && (!uuid || (basket !== undefined && basket.items.length === 0))

  React.useEffect(() => {
    if (!empty) return
    notify.error(t('cart:checkout.emptyBasket'), { id: 'checkout-empty' })
    void navigate(localizePath(paths.basket, language as Language), { replace: true })
  }, [empty, language, t])

  if (mounted && error && !basket)
    return (
      <div role="alert" className={styles.message}>
        <p>{t('common:basket.loadFailed')}</p>
        <p>{t(errorKey(error))}</p>
        <Button onClick={revalidate}>{t('common:basket.retry')}</Button>
      </div>
    )
  if (!mounted || !uuid || !basket || empty) return <CheckoutSkeleton />
  return <>{children(basket, uuid, replace)}</>
}

export function CheckoutSkeleton() {
  const { t } = useI18next()
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="checkout-skeleton">
      <p className="visually-hidden" role="status">
        {t('common:basket.loading')}
      </p>
    </div>
  )
}
