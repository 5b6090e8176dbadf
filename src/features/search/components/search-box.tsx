import * as React from 'react'
import { globalHistory } from '@gatsbyjs/reach-router'
import { useI18next } from '../../../lib/i18n/page-language'
import { SearchIcon } from '../../../components/icons'
import { isLanguage, defaultLanguage } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import type { CatalogueImage } from '../../catalogue'
import { isSearchable } from '../api/search-images'
import { readSearchAddress, searchPageAddress } from '../search-address'
import * as bar from '../../../components/top-bar-slot/top-bar.module.css'
import * as styles from './search-box.module.css'
import * as panelStyles from './search-panel.module.css'

// The results dropdown is fetched when the field is first focused: a first visit does not pay for it.
const loadSuggestions = () => import('./search-suggestions')
const SearchSuggestions = React.lazy(loadSuggestions)

const INPUT_ID = 'top-bar-search'
const LISTBOX_ID = 'top-bar-search-results'
const PANEL_ID = 'top-bar-search-panel'
export const optionId = (index: number) => `${LISTBOX_ID}-${index}`

/**
 * The top bar's search: an ARIA combobox whose dropdown shows the first products matching the text
 * (more than one character). Without JavaScript the form still submits to /vyhledavani?search=….
 * A first visit keeps the built form until the shopper goes to use it (search-box-slot.tsx), which
 * then hands over the words typed (`startText`).
 */
export function SearchBox({ startText = '' }: { startText?: string }) {
  const { t, language, navigate } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const [text, setText] = React.useState(startText)
  const [open, setOpen] = React.useState(false)
  const [active, setActive] = React.useState(-1)
  const [results, setResults] = React.useState<readonly CatalogueImage[]>([])
  const root = React.useRef<HTMLDivElement>(null)
  const expanded = open && isSearchable(text)

  // On the search page the field keeps the words searched for, ready to be refined.
  React.useEffect(() => {
    const showSearchedWords = () => {
      const { pathname, search } = window.location
      if (pathname.replace(/\/$/, '') === localizePath(paths.search, lang))
        setText(readSearchAddress(search).text)
    }
    showSearchedWords()
    return globalHistory.listen(showSearchedWords)
  }, [lang])

  // Words typed before the page hydrated are in the field but not in React's state, and React would
  // clear them at its next render: they are taken up, with their suggestions if the field has focus.
  React.useEffect(() => {
    const field = document.getElementById(INPUT_ID) as HTMLInputElement | null
    if (!field?.value) return
    setText(field.value)
    if (document.activeElement === field && isSearchable(field.value)) {
      void loadSuggestions()
      setOpen(true)
    }
  }, [])

  const close = React.useCallback(() => {
    setOpen(false)
    setActive(-1)
  }, [])

  React.useEffect(() => {
    if (!expanded) return
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('mousedown', onPointerDown)
    document.addEventListener('touchstart', onPointerDown)
    return () => {
      document.removeEventListener('mousedown', onPointerDown)
      document.removeEventListener('touchstart', onPointerDown)
    }
  }, [close, expanded])

  const onResults = React.useCallback((images: readonly CatalogueImage[]) => {
    setResults(images)
    setActive((current) => (current < images.length ? current : -1))
  }, [])

  const move = (step: 1 | -1) => {
    if (!expanded) {
      if (isSearchable(text)) setOpen(true)
      return
    }
    const count = results.length
    if (count === 0) return
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : count - 1
      return (current + step + count) % count
    })
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      close()
    } else if (event.key === 'Enter' && expanded && active >= 0 && results[active]) {
      event.preventDefault()
      const chosen = results[active]
      close()
      void navigate(paths.productPage(chosen.apiId))
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    close()
    void navigate(searchPageAddress(text))
  }

  return (
    <div ref={root} className={styles.box}>
      <form
        role="search"
        action={localizePath(paths.search, lang)}
        method="get"
        className={bar.search}
        onSubmit={submit}
      >
        <label htmlFor={INPUT_ID} className="visually-hidden">
          {t('common:topbar.search.label')}
        </label>
        <input
          id={INPUT_ID}
          name="search"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? (results.length > 0 ? LISTBOX_ID : PANEL_ID) : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('common:topbar.search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(isSearchable(event.target.value))
            setActive(-1)
          }}
          onFocus={() => {
            void loadSuggestions()
            if (isSearchable(text)) setOpen(true)
          }}
          onKeyDown={onKeyDown}
          className={bar.searchInput}
        />
        <button type="submit" className={bar.searchButton}>
          <SearchIcon />
          <span className="visually-hidden">{t('common:topbar.search.submit')}</span>
        </button>
      </form>
      {expanded && (
        <React.Suspense
          fallback={
            <div id={PANEL_ID} className={panelStyles.panel}>
              <p className={panelStyles.status} role="status">
                <span className={panelStyles.spinner} aria-hidden="true" />
                {t('common:topbar.search.loading')}
              </p>
            </div>
          }
        >
          <SearchSuggestions
            text={text}
            language={lang}
            panelId={PANEL_ID}
            listboxId={LISTBOX_ID}
            active={active}
            onResults={onResults}
            onChoose={close}
          />
        </React.Suspense>
      )}
    </div>
  )
}
