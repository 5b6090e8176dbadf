import type { basketChangesBody } from '@print-shop/shop-domain/requests/basket'
import * as React from 'react'
import type { Static } from 'typebox'
import useSWR from 'swr'
import { useI18next } from '../../../lib/i18n/page-language'
import { ApiError, apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { currencyFor } from '../../../lib/format'
import { useSession } from '../../../lib/session/session-provider'
import type { CheckoutBasket } from '../types'
import { reshapeCheckoutBasket, type CheckoutBasketDocument } from './reshape-checkout-basket'

/**
 * Every basket call answers with the whole basket document, checkout's choices included: this reads
 * it. The basket page and checkout share one SWR entry, so it holds the whole basket.
 */
export function basketFrom(document: unknown): CheckoutBasket {
  return reshapeCheckoutBasket(
    flatten<CheckoutBasketDocument>(document as JsonApiDocument<Resource>),
  )
}

/** GET /baskets/{uuid}: the basket with items, delivery, coupon and totals (404 when unknown). */
export async function getBasket(uuid: string, language: Language): Promise<CheckoutBasket> {
  return basketFrom(await apiRequest(`/baskets/${uuid}`, { language }))
}

/**
 * PATCH /baskets/{uuid} with the page's language, which sets the basket's currency: a basket begun
 * in Czech and carried on in English is priced in euros, as the English pages show every price.
 */
export async function setBasketLanguage(uuid: string, language: Language): Promise<CheckoutBasket> {
  const body: Static<typeof basketChangesBody> = { locale: language }
  return basketFrom(await apiRequest(`/baskets/${uuid}`, { method: 'PATCH', body, language }))
}

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
    ([, uuid]: readonly [string, string]) => getBasket(uuid, language as Language),
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
    setBasketLanguage(basketUuid, language as Language)
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
