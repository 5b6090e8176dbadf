import * as React from 'react'
import useSWR from 'swr'
import { useI18next } from '../../../lib/i18n/page-language'
import { ApiError } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { currencyFor } from '../../../lib/format'
import { useSession } from '../../../lib/session/session-provider'
import type { CheckoutBasket } from '../types'

/**
 * The calls that read a basket, with the reading of the basket document, come with the first
 * basket: a visitor who has none (every first visit) never loads them.
 */
const basketCalls = () => import('./basket-document')

/** Baskets being moved to a language now: several parts read the basket at once, one call does. */
const switching = new Set<string>()

export const basketSwrKey = (uuid: string, language: string) => ['basket', uuid, language] as const

/**
 * The shopper's basket: none until the stored uuid has been read (after the first render, so the
 * server's markup and the first browser render agree). Fetched again whenever a part raises
 * `revalidateBasket()`; a uuid the API does not know is forgotten.
 */
export function useBasket() {
  const { language } = useI18next()
  const { basketUuid, basketRevalidations, setBasketUuid } = useSession()
  const { data, error, isLoading, mutate } = useSWR<CheckoutBasket, unknown>(
    basketUuid ? basketSwrKey(basketUuid, language) : null,
    ([, uuid]: readonly [string, string]) =>
      basketCalls().then((calls) => calls.getBasket(uuid, language as Language)),
    {
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 404) setBasketUuid(null)
      },
    },
  )

  const seen = React.useRef(basketRevalidations)
  React.useEffect(() => {
    if (seen.current === basketRevalidations) return
    seen.current = basketRevalidations
    void mutate()
  }, [basketRevalidations, mutate])

  // The page's language decides the currency; a basket in another one follows it.
  React.useEffect(() => {
    if (!data || !basketUuid || data.currency === currencyFor(language as Language)) return
    const key = `${basketUuid}:${language}`
    if (switching.has(key)) return
    switching.add(key)
    basketCalls()
      .then((calls) => calls.setBasketLanguage(basketUuid, language as Language))
      .then((basket) => mutate(basket, { revalidate: false }))
      .catch(() => undefined) // the basket stays as it was; the next read tries again
      .finally(() => switching.delete(key))
  }, [data, basketUuid, language, mutate])

  const revalidate = React.useCallback(() => void mutate(), [mutate])
  /** Shows the basket a change answered with, without asking again. */
  const replace = React.useCallback(
    (basket: CheckoutBasket) => void mutate(basket, { revalidate: false }),
    [mutate],
  )

  return {
    uuid: basketUuid,
    basket: basketUuid ? data : undefined,
    error: basketUuid ? error : undefined,
    isLoading,
    revalidate,
    replace,
  }
}
