import * as React from 'react'
import { useI18next } from '../../language/page-language'
import { isLanguage, defaultLanguage } from '../../../config/languages'
import { getProducts, type ProductPage } from '../api/get-products'
import { isUnfiltered } from '../filters'
import type { ProductFilters, ProductListSource } from '../types'

export type ProductListState =
  | { status: 'ready'; page: ProductPage }
  | { status: 'loading'; page: ProductPage }
  | { status: 'error'; page: ProductPage }

/**
 * The grid's products: the pre-rendered first page as long as nothing is filtered, otherwise the
 * page the live API answers for these filters (the previous products stay while it loads).
 */
export function useProductList(
  source: ProductListSource,
  filters: ProductFilters,
  prerendered: ProductPage,
): ProductListState & { retry: () => void } {
  const { language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const [state, setState] = React.useState<ProductListState>({ status: 'ready', page: prerendered })
  const [attempt, setAttempt] = React.useState(0)
  const unfiltered = isUnfiltered(filters)
  const key = JSON.stringify([source, filters])
  // The page's own data: it changes only with the page, and must not refetch on a mere re-render.
  const prerenderedRef = React.useRef(prerendered)
  prerenderedRef.current = prerendered

  React.useEffect(() => {
    if (unfiltered) {
      setState({ status: 'ready', page: prerenderedRef.current })
      return
    }
    const controller = new AbortController()
    setState((current) => ({ status: 'loading', page: current.page }))
    // One retry on error, as every catalogue fetch does.
    const load = () => getProducts(source, filters, lang, controller.signal)
    load()
      .catch(() => load())
      .then(
        (page) => setState({ status: 'ready', page }),
        () => {
          if (!controller.signal.aborted)
            setState((current) => ({ status: 'error', page: current.page }))
        },
      )
    return () => controller.abort()
    // `key` stands for source and filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, unfiltered, attempt])

  return { ...state, retry: () => setAttempt((count) => count + 1) }
}
