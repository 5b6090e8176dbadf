import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { isLanguage, defaultLanguage } from '../../../config/languages'
import { getImageList, type ImageListPage } from '../api/get-images'
import { isUnfiltered } from '../filters'
import type { ImageFilters, ImageListSource } from '../types'

export type ImageListState =
  | { status: 'ready'; page: ImageListPage }
  | { status: 'loading'; page: ImageListPage }
  | { status: 'error'; page: ImageListPage }

/** Pages the API answered for filters, newest last: going back shows the grid the shopper left at once. */
const answered = new Map<string, ImageListPage>()
const ANSWERS_KEPT = 20

function remember(key: string, page: ImageListPage) {
  answered.delete(key)
  answered.set(key, page)
  const oldest = answered.keys().next().value
  if (answered.size > ANSWERS_KEPT && oldest !== undefined) answered.delete(oldest)
}

/**
 * The grid's products: the pre-rendered first page as long as nothing is filtered, otherwise the
 * page the live API answers for these filters (the previous products, or the last answer for the
 * same filters, stay while it loads).
 */
export function useImageList(
  source: ImageListSource,
  filters: ImageFilters,
  prerendered: ImageListPage,
): ImageListState & { retry: () => void } {
  const { language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const unfiltered = isUnfiltered(filters)
  const key = JSON.stringify([source, filters])
  const answerKey = `${lang} ${key}`
  const [state, setState] = React.useState<ImageListState>(() => ({
    status: 'ready',
    page: (!unfiltered && answered.get(answerKey)) || prerendered,
  }))
  const [attempt, setAttempt] = React.useState(0)
  // The page's own data: it changes only with the page, and must not refetch on a mere re-render.
  const prerenderedRef = React.useRef(prerendered)
  prerenderedRef.current = prerendered

  React.useEffect(() => {
    if (unfiltered) {
      const page = prerenderedRef.current
      // As hydrated: the grid does not render again for nothing.
      setState((current) =>
        current.status === 'ready' && current.page === page ? current : { status: 'ready', page },
      )
      return
    }
    const controller = new AbortController()
    const known = answered.get(answerKey)
    setState((current) => ({ status: 'loading', page: known ?? current.page }))
    // One retry on error, as every catalogue fetch does.
    const load = () => getImageList(source, filters, lang, controller.signal)
    load()
      .catch(() => load())
      .then(
        (page) => {
          remember(answerKey, page)
          setState({ status: 'ready', page })
        },
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
