import { CONSENT_CHOSEN_ATTRIBUTE, readConsent } from './consent-choice'

/* The head script behind `CONSENT_CHOSEN_ATTRIBUTE` (`CONSENT_CHOSEN_SCRIPT`). */
try {
  if (readConsent(localStorage)) document.documentElement.setAttribute(CONSENT_CHOSEN_ATTRIBUTE, '')
} catch {
  // No storage: the banner asks.
}
