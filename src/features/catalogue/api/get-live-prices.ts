import { apiRequest } from '../../../lib/api-client'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage, type Language } from '../../../config/languages'
import { useLateSWR } from '../../../hooks/use-late-swr'
import type { LivePrice } from '../types'
import { reshapeImage, type ImagesDocument } from './get-images'

/** GET /images answers at most this many images a page. */
const MAX_IDS = 100

/** The "from" prices of these products now, in the language's currency, by product id. */
export async function getLivePrices(
  ids: readonly string[],
  language: Language,
): Promise<Record<string, LivePrice>> {
  const asked = ids.slice(0, MAX_IDS)
  const params = new URLSearchParams({
    'filter[id]': asked.join(','),
    per_page: String(asked.length),
  })
  const document = await apiRequest<ImagesDocument>(`/images?${params.toString()}`, { language })
  return Object.fromEntries(
    document.data.map((resource) => {
      const { apiId, fromPrice, currency } = reshapeImage(resource, language)
      return [apiId, { fromPrice, currency }]
    }),
  )
}

/**
 * The live prices of a grid's products built ahead, in one request once the page has hydrated
 * (nothing for no ids). Until it answers, and for a product it does not list, there is none.
 */
export function useLivePrices(ids: readonly string[]): Record<string, LivePrice> | undefined {
  const { language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const key = ids.join(',')
  const { data } = useLateSWR(key ? ['live-prices', key, lang] : null, () =>
    getLivePrices(ids, lang),
  )
  return data
}
