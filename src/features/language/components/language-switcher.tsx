import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { Prerendered } from '../../../components/prerendered/prerendered'
import { currentOriginalPath } from '../../../config/language-from-path'
import { isLanguage, languages, nativeLanguageNames } from '../../../config/languages'
import { useDismiss } from '../../../hooks/use-dismiss'
import { storeLanguage } from '../language-choice'
import { ChevronDownIcon, GlobeIcon } from '../../../components/icons'
import * as styles from './language-switcher.module.css'

/**
 * A disclosure menu of the four languages that keeps the visitor on the same page. Its links keep the
 * server's HTML on a first visit (`Prerendered`, as the category tabs' dropdowns): every page hydrated
 * four of them while they were hidden. A page built for many addresses (a client-only route, the 404
 * page) renders them, since they name the address only the browser knows.
 */
export function LanguageSwitcher() {
  const { t, language, originalPath } = useI18next()
  const [open, setOpen] = React.useState(false)
  const rootRef = React.useRef<HTMLDivElement>(null)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  useDismiss(
    rootRef,
    open,
    () => setOpen(false),
    () => buttonRef.current,
  )

  // Read from the address only while open: that is in the browser, after hydration.
  const path = open ? currentOriginalPath(originalPath) : originalPath

  /** A click on one of the languages, whoever renders the links: the choice is remembered. */
  const choose = (event: React.MouseEvent<HTMLElement>) => {
    const chosen = (event.target as Element).closest?.('a[lang]')?.getAttribute('lang')
    if (!isLanguage(chosen)) return
    storeLanguage(localStorage, { language: chosen, source: 'choice' })
    setOpen(false)
  }

  return (
    <div ref={rootRef} className={styles.switcher}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon />
        <span className={styles.code}>{language.toUpperCase()}</span>
        <span className="visually-hidden">{t('common:language.label')}</span>
        <ChevronDownIcon />
      </button>
      {/* Another page (a client-side move) is another list. */}
      <Prerendered
        key={`${language}${originalPath}`}
        as="ul"
        keep={currentOriginalPath(originalPath) === originalPath}
        id="language-menu"
        className={styles.menu}
        hidden={!open}
        onClick={choose}
      >
        {languages.map((option) => (
          <li key={option}>
            <Link
              to={path}
              language={option}
              lang={option}
              hrefLang={option}
              aria-current={option === language ? 'true' : undefined}
              className={styles.option}
            >
              <span className={styles.optionCode} aria-hidden="true">
                {option.toUpperCase()}
              </span>
              {nativeLanguageNames[option]}
            </Link>
          </li>
        ))}
      </Prerendered>
    </div>
  )
}
