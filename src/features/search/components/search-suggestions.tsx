import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import type { Language } from '../../../config/languages'
import { paths } from '../../../config/paths'
import { errorKey } from '../../../lib/api-client'
import { mediaRenditionUrl } from '../../../lib/media'
import { SUGGESTIONS, useSearchSuggestions } from '../api/search-images'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import type { CatalogueImage } from '../../catalogue'
import * as styles from './search-panel.module.css'

/** Typing settles for this long before the API is asked. */
export const SEARCH_DEBOUNCE_MS = 250
const THUMBNAIL = 48

interface SearchSuggestionsProps {
  text: string
  language: Language
  panelId: string
  listboxId: string
  /** The option the arrow keys have reached (-1: none). */
  active: number
  onResults: (images: readonly CatalogueImage[]) => void
  onChoose: () => void
}

const none: readonly CatalogueImage[] = []

/** The dropdown: a loading line, "Nenalezeno", or up to 10 products with a small picture each. */
export default function SearchSuggestions({
  text,
  language,
  panelId,
  listboxId,
  active,
  onResults,
  onChoose,
}: SearchSuggestionsProps) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const { data, error, isLoading } = useSearchSuggestions(query, language)
  const loading = isLoading || query !== text.trim()
  const images = React.useMemo(
    () => (loading || !data ? none : data.images.slice(0, SUGGESTIONS)),
    [data, loading],
  )
  const list = React.useRef<HTMLUListElement>(null)
  const total = data?.total ?? images.length

  React.useEffect(() => onResults(images), [onResults, images])

  React.useEffect(() => {
    if (active < 0) return
    list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const status = loading
    ? t('common:topbar.search.loading')
    : error
      ? t(errorKey(error))
      : images.length === 0
        ? t('common:topbar.search.notFound')
        : t('common:topbar.search.shown', { count: images.length, total })

  return (
    <div id={panelId} className={styles.panel}>
      <p
        className={images.length > 0 ? 'visually-hidden' : styles.status}
        role="status"
        data-testid="search-status"
      >
        {loading && <span className={styles.spinner} aria-hidden="true" />}
        {status}
      </p>
      {images.length > 0 && (
        <ul
          ref={list}
          id={listboxId}
          role="listbox"
          aria-label={t('common:topbar.search.results')}
          className={styles.list}
        >
          {images.map((image, index) => (
            <li key={image.apiId} role="none">
              <Link
                to={paths.productPage(image.apiId)}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={styles.option}
                onClick={onChoose}
              >
                <img
                  src={mediaRenditionUrl(image, THUMBNAIL * 2, 'webp')}
                  alt=""
                  width={THUMBNAIL}
                  height={THUMBNAIL}
                  loading="lazy"
                  className={styles.thumbnail}
                />
                <span className={styles.name}>{typeset(image.name)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <Link
          to={`${paths.search}?search=${encodeURIComponent(query)}`}
          className={styles.allResults}
          onClick={onChoose}
          tabIndex={-1}
          data-testid="search-all-results"
        >
          {t('common:topbar.search.all', { count: total })}
        </Link>
      )}
    </div>
  )
}
