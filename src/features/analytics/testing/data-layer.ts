// Other features' tests read the events waiting for consent, and start each test without it.
export { hasConsent, pendingEvents, withdrawConsent } from '../data-layer'
