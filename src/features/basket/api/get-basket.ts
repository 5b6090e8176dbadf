import * as React from 'react'
import useSWR from 'swr'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { ApiError, apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { useSession } from '../../auth/session/session-provider'
import type { Basket } from '../types'

/** Every basket call answers with the whole basket document: this reads it. */
export function basketFrom(document: unknown): Basket {
  return flatten<Basket>(document as JsonApiDocument<Resource>)
}

/** GET /baskets/{uuid}: the basket with items, delivery, coupon and totals (404 when unknown). */
export async function getBasket(uuid: string, language: Language): Promise<Basket> {
  return basketFrom(await apiRequest(`/baskets/${uuid}`, { language }))
}

export const basketSwrKey = (uuid: string, language: string) => ['basket', uuid, language] as const

/**
 * The shopper's basket: none until the stored uuid has been read (after the first render, so the
 * server's markup and the first browser render agree). Fetched again whenever a part raises
 * `revalidateBasket()`; a uuid the API does not know is forgotten.
 */
export function useBasket() {
  const { language } = useI18next()
  const { basketUuid, basketRevalidations, setBasketUuid } = useSession()
  const { data, error, isLoading, mutate } = useSWR<Basket, unknown>(
    basketUuid ? basketSwrKey(basketUuid, language) : null,
    ([, uuid]: readonly [string, string]) => getBasket(uuid, language as Language),
    {
      // the client already retried a failed read once
      shouldRetryOnError: false,
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

  const revalidate = React.useCallback(() => void mutate(), [mutate])
  /** Shows the basket a change answered with, without asking again. */
  const replace = React.useCallback(
    (basket: Basket) => void mutate(basket, { revalidate: false }),
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
