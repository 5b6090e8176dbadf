import * as React from 'react'
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_SETTINGS_EVENT,
  applyConsent,
  readConsent,
  storeConsent,
  type ConsentChoice,
} from '../consent-choice'
import { useTaskEffect } from '../../../hooks/use-task-effect'
import { isHydratingFirstPage } from '../../../lib/hydrate'
import ConsentBanner from './consent-banner'

type Open = 'arrival' | 'requested' | null

/**
 * The server's page and the first page's hydration show the banner: it paints with the page, and
 * `CONSENT_CHOSEN_SCRIPT` hides it by CSS for a visitor who has chosen. A later page asks storage.
 */
function initiallyOpen(): Open {
  if (typeof window === 'undefined' || isHydratingFirstPage()) return 'arrival'
  return readConsent(window.localStorage) ? null : 'arrival'
}

/**
 * Applies a remembered cookie choice after mount and closes the banner, or leaves it open when there
 * is none; the footer's cookie settings open it again.
 */
export function ConsentHost() {
  // "requested": reopened from the footer, so focus moves into the banner and back after the choice.
  const [open, setOpen] = React.useState<Open>(initiallyOpen)
  const returnFocus = React.useRef<HTMLElement | null>(null)

  useTaskEffect(() => {
    const stored = readConsent(window.localStorage)
    if (stored) {
      applyConsent(stored.choice)
      setOpen(null)
    }

    const reopen = () => {
      returnFocus.current = document.activeElement as HTMLElement | null
      setOpen('requested')
    }
    window.addEventListener(CONSENT_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, reopen)
  }, [])

  // Once React has closed the banner the attribute has done its work; a reopened banner must show.
  React.useEffect(() => {
    if (!open) document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE)
  }, [open])

  const choose = React.useCallback((choice: ConsentChoice) => {
    storeConsent(window.localStorage, choice)
    applyConsent(choice)
    setOpen(null)
    returnFocus.current?.focus()
    returnFocus.current = null
  }, [])

  if (!open) return null
  return <ConsentBanner onChoose={choose} focusOnOpen={open === 'requested'} />
}
