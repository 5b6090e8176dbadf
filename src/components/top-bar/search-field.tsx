import * as React from 'react'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { paths, localizePath } from '../../config/paths'
import { isLanguage } from '../../config/languages'
import { SearchIcon } from '../icons'
import * as styles from './top-bar.module.css'

/**
 * The search form. Without JavaScript it still submits to /vyhledavani?search=…; the results dropdown
 * plugs in here once the catalogue search exists.
 */
export function SearchField() {
  const { t, language, navigate } = useI18next()
  const [text, setText] = React.useState('')
  const action = localizePath(paths.search, isLanguage(language) ? language : 'cs')

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const query = text.trim()
    void navigate(query ? `${paths.search}?search=${encodeURIComponent(query)}` : paths.search)
  }

  return (
    <form role="search" action={action} method="get" className={styles.search} onSubmit={submit}>
      <label htmlFor="top-bar-search" className="visually-hidden">
        {t('common:topbar.search.label')}
      </label>
      <input
        id="top-bar-search"
        name="search"
        type="search"
        autoComplete="off"
        placeholder={t('common:topbar.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        <SearchIcon />
        <span className="visually-hidden">{t('common:topbar.search.submit')}</span>
      </button>
    </form>
  )
}
