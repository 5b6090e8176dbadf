import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { ApiError, errorKey } from '../../../lib/api-client'
import { useSession } from '../../../lib/session/session-provider'
import { repeatOrder } from '../api/orders'
import type { Order } from '../types'

/** A toast that lists left-out prints stays long enough to be read. */
const SKIPPED_TOAST_MS = 6000

/**
 * "Order again": the order's prints go into the customer's open basket (the API picks or makes it),
 * the top bar's badge follows, a toast says what happened and the basket page opens. One request
 * at a time: a second click while the first is on its way does nothing.
 */
export function useRepeatOrder(order: Order) {
  const { t, language } = useI18next()
  const { setBasketUuid, revalidateBasket } = useSession()
  const [sending, setSending] = React.useState(false)
  const inFlight = React.useRef(false)

  const repeat = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    try {
      const { basket, skipped } = await repeatOrder(order.id, language as Language)
      setBasketUuid(basket.uuid)
      revalidateBasket()
      if (skipped.length === 0) notify.success(t('profile:orders.repeat.done'))
      else
        notify.success(
          t('profile:orders.repeat.doneSkipped', { names: skippedNames(order, skipped) }),
          { duration: SKIPPED_TOAST_MS },
        )
      void navigate(localizePath(paths.basket, language as Language))
    } catch (error) {
      const nothingLeft = error instanceof ApiError && error.status === 422
      notify.error(nothingLeft ? t('profile:orders.repeat.nothingToRepeat') : t(errorKey(error)))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return { repeat, sending }
}

/** The left-out prints by their image names ("Horská louka, Staré Město"). */
function skippedNames(order: Order, skipped: string[]): string {
  const names = skipped.map(
    (id) => order.items?.find((item) => String(item.id) === id)?.imageName ?? id,
  )
  return [...new Set(names)].join(', ')
}
