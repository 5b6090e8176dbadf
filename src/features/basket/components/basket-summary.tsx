import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { PriceNotice } from '../../../components/price-notice'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { withModal } from '../../auth'
import { useSession } from '../../../lib/session/session-provider'
import { summaryLines } from '../totals'
import type { Basket } from '../types'
import { BasketTotals } from './basket-totals'
import { FreeDeliveryNote } from './free-delivery-note'
import * as styles from './basket.module.css'

/** The basket's totals (goods, delivery when chosen, discount, total) and the way on to checkout. */
export function BasketSummary({ basket }: { basket: Basket }) {
  const { t } = useI18next()
  const lines = summaryLines(basket)
  const continueToCheckout = useContinueToCheckout()
  const { isLoggedIn } = useSession()
  return (
    <div className={styles.summary}>
      <BasketTotals basket={basket} totalTestId="basket-total" />
      <FreeDeliveryNote basket={basket} />
      <PriceNotice deliveryIncluded={lines.delivery !== null} className={styles.note} />
      {lines.delivery === null && <p className={styles.note}>{t('cart:totals.deliveryLater')}</p>}
      <Link to={paths.checkoutDelivery} className={styles.primaryLink} onClick={continueToCheckout}>
        {t('cart:continue')}
      </Link>
      {!isLoggedIn && <p className={styles.note}>{t('cart:signInFirst')}</p>}
    </div>
  )
}

/**
 * Checkout is for signed-in shoppers. An anonymous one gets the sign-in dialog here instead of
 * being turned away, and goes on to checkout as soon as the sign-in (or a registration begun from
 * the dialog) succeeds; the anonymous basket becomes theirs on the server.
 */
function useContinueToCheckout() {
  const { language } = useI18next()
  const { isLoggedIn } = useSession()
  const [waiting, setWaiting] = React.useState(false)

  React.useEffect(() => {
    if (waiting && isLoggedIn) {
      setWaiting(false)
      void navigate(localizePath(paths.checkoutDelivery, language as Language))
    }
  }, [waiting, isLoggedIn, language])

  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (isLoggedIn) return
    event.preventDefault()
    setWaiting(true)
    void navigate(withModal(window.location.pathname, window.location.search, 'sign-in'))
  }
}
