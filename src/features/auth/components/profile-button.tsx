import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { globalHistory } from '@gatsbyjs/reach-router'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { useDismiss } from '../../../hooks/use-dismiss'
import { LARGE_SCREEN, matchesMedia, useMediaQuery } from '../../../hooks/use-media-query'
import { Avatar } from './avatar'
import { ProfileMenu } from './profile-menu'
import type { ProfileButtonProps } from './account-button'
import * as topBar from '../../../components/top-bar-slot/top-bar.module.css'
import * as styles from './account-button.module.css'

/** Large screens: toggles the profile dropdown. Smaller ones: goes to the profile menu page. */
export function ProfileButton({ user, openAtOnce }: ProfileButtonProps) {
  const { t, language } = useI18next()
  const isLarge = useMediaQuery(LARGE_SCREEN)
  const [open, setOpen] = React.useState(openAtOnce)
  const container = React.useRef<HTMLDivElement>(null)
  const button = React.useRef<HTMLButtonElement>(null)
  const panelId = React.useId()
  const close = React.useCallback(() => setOpen(false), [])

  useDismiss(container, open, close, () => button.current)

  // The dropdown closes on every route change (a link chosen, back and forward).
  React.useEffect(() => {
    if (!open) return
    return globalHistory.listen(close)
  }, [open, close])

  // Opening moves focus to the first item, and the arrow keys move on from there.
  React.useEffect(() => {
    const panel = container.current
    if (!open || !panel) return
    items(panel)[0]?.focus()
    const onKey = (event: KeyboardEvent) => moveWithArrows(panel, event)
    panel.addEventListener('keydown', onKey)
    return () => panel.removeEventListener('keydown', onKey)
  }, [open])

  const toggle = () => {
    if (matchesMedia(LARGE_SCREEN)) setOpen((value) => !value)
    else void navigate(localizePath(paths.profileMenu, language as Language))
  }

  return (
    <div ref={container} className={styles.account}>
      <button
        ref={button}
        type="button"
        className={topBar.iconButton}
        aria-expanded={isLarge ? open : undefined}
        aria-controls={isLarge && open ? panelId : undefined}
        onClick={toggle}
        data-testid="account-button"
      >
        <Avatar user={user} />
        <span className="visually-hidden">{t('common:account.open', { name: user.name })}</span>
      </button>
      {open && (
        <div id={panelId} className={styles.dropdown} data-testid="profile-dropdown">
          <ProfileMenu user={user} onChoose={close} />
        </div>
      )}
    </div>
  )
}

const items = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('nav a[href], nav button:not(:disabled)') ?? [])

/** Up and down arrows (and Home, End) move between the dropdown's items, wrapping round. */
function moveWithArrows(panel: HTMLElement, event: KeyboardEvent) {
  const list = items(panel)
  const index = list.indexOf(document.activeElement as HTMLElement)
  const next: Record<string, number> = {
    ArrowDown: (index + 1) % list.length,
    ArrowUp: (index - 1 + list.length) % list.length,
    Home: 0,
    End: list.length - 1,
  }
  if (!(event.key in next)) return
  event.preventDefault()
  list[next[event.key]!]?.focus()
}
