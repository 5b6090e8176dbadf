import * as React from 'react'
import {
  CONSENT_SETTINGS_EVENT,
  applyConsent,
  readConsent,
  storeConsent,
  type ConsentChoice,
} from '../consent-choice'
import { useTaskEffect } from '../../../hooks/use-task-effect'

const ConsentBanner = React.lazy(() => import('./consent-banner'))

/**
 * Applies a remembered cookie choice after mount, or shows the banner when there is none. Nothing
 * renders on the server or during hydration, and the banner's code loads only when it is shown.
 */
export function ConsentHost() {
  // "requested": reopened from the footer, so focus moves into the banner and back after the choice.
  const [open, setOpen] = React.useState<'arrival' | 'requested' | null>(null)
  const returnFocus = React.useRef<HTMLElement | null>(null)

  useTaskEffect(() => {
    const stored = readConsent(window.localStorage)
    if (stored) applyConsent(stored.choice)
    else setOpen('arrival')

    const reopen = () => {
      returnFocus.current = document.activeElement as HTMLElement | null
      setOpen('requested')
    }
    window.addEventListener(CONSENT_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, reopen)
  }, [])

  const choose = React.useCallback((choice: ConsentChoice) => {
    storeConsent(window.localStorage, choice)
    applyConsent(choice)
    setOpen(null)
    returnFocus.current?.focus()
    returnFocus.current = null
  }, [])

  if (!open) return null
  return (
    <React.Suspense fallback={null}>
      <ConsentBanner onChoose={choose} focusOnOpen={open === 'requested'} />
    </React.Suspense>
  )
}
