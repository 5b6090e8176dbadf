import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { globalHistory } from '@gatsbyjs/reach-router'
import { BasketIcon } from '../../../components/icons'
import { Badge } from '../../../components/top-bar-slot/badge'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { useDismiss } from '../../../hooks/use-dismiss'
import { LARGE_SCREEN, matchesMedia, useMediaQuery } from '../../../hooks/use-media-query'
import { useBasket } from '../api/get-basket'
import * as topBar from '../../../components/top-bar-slot/top-bar.module.css'
import * as styles from './basket-button.module.css'

const BasketDropdown = React.lazy(() => import('./basket-dropdown'))

/**
 * The top bar's basket: a link to /kosik with the number of pieces in the basket. On large screens
 * (checked at the click) it opens the basket dropdown instead; before the page has hydrated it is
 * simply the link.
 */
export function BasketButton() {
  const { t, language } = useI18next()
  const state = useBasket()
  const count = state.basket?.itemsCount ?? 0
  const isLarge = useMediaQuery(LARGE_SCREEN)
  const [open, setOpen] = React.useState(false)
  const container = React.useRef<HTMLDivElement>(null)
  const link = React.useRef<HTMLAnchorElement>(null)
  const panelId = React.useId()
  const close = React.useCallback(() => setOpen(false), [])
  const href = localizePath(paths.basket, language as Language)

  useDismiss(container, open, close, () => link.current)

  // The dropdown closes on every route change (its link to /kosik, back and forward).
  React.useEffect(() => {
    if (!open) return
    return globalHistory.listen(close)
  }, [open, close])

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    if (matchesMedia(LARGE_SCREEN)) {
      if (!open) state.revalidate()
      setOpen((value) => !value)
    } else void navigate(href)
  }

  return (
    <div ref={container} className={styles.basketButton}>
      <a
        ref={link}
        href={href}
        className={topBar.iconButton}
        onClick={onClick}
        aria-expanded={isLarge ? open : undefined}
        aria-controls={isLarge && open ? panelId : undefined}
        data-testid="basket-button"
      >
        <BasketIcon />
        <span className="visually-hidden">{t('common:topbar.basket', { count })}</span>
        <Badge count={count} />
      </a>
      {open && (
        <React.Suspense fallback={null}>
          <BasketDropdown id={panelId} state={state} onNavigate={close} />
        </React.Suspense>
      )}
    </div>
  )
}
