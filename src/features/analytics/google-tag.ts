/**
 * Loads Google's tag once the visitor has accepted analytics: Google Tag Manager's container when
 * GATSBY_GTM_ID is set, otherwise gtag.js with GATSBY_GA4_ID, otherwise nothing. The data layer
 * calls it after the consent update, so the tag finds the defaults and the grant already queued.
 */
import { takeLinkSecretsFromAddress, withoutSecrets } from '../../lib/link-secrets'
import { loadScript } from '../../lib/load-script'
import { builtTagSettings, tagMode, type TagSettings } from './tag-settings'

export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com'

export type Gtag = (...args: unknown[]) => void

let started = false

/**
 * Queues the tag's start and adds its script (once per page). A failed load (an ad blocker, no
 * network) is not the shopper's problem and is ignored.
 */
export function startGoogleTag(gtag: Gtag, settings: TagSettings = builtTagSettings): void {
  const mode = tagMode(settings)
  if (mode === 'gtag') delete (window as unknown as Record<string, unknown>)[optOutFlag(settings)]
  if (mode === 'none' || started) return
  started = true
  // The tag reports the address as page_location: a mailed link's token must be out of it first.
  takeLinkSecretsFromAddress()
  let src: string
  if (mode === 'gtm') {
    window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    src = `${GOOGLE_TAG_ORIGIN}/gtm.js?id=${encodeURIComponent(settings.gtmId!)}`
  } else {
    gtag('js', new Date())
    // Second guard, for an address that could not be changed: the page_view names it without them.
    const safe = withoutSecrets(window.location.href)
    if (safe === window.location.href) gtag('config', settings.ga4Id)
    else gtag('config', settings.ga4Id, { page_location: safe })
    src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(settings.ga4Id!)}`
  }
  loadScript(src).catch(() => undefined)
}

/**
 * A loaded tag cannot be unloaded: after a withdrawal the consent update tells it to stop storing
 * and the data layer stops feeding it events. gtag.js also honours Google's documented opt-out flag.
 */
export function stopGoogleTag(settings: TagSettings = builtTagSettings): void {
  if (tagMode(settings) === 'gtag')
    (window as unknown as Record<string, unknown>)[optOutFlag(settings)] = true
}

const optOutFlag = (settings: TagSettings) => `ga-disable-${settings.ga4Id}`

/** Whether the tag's script has been asked for in this page (for tests). */
export function googleTagStarted(): boolean {
  return started
}

/** Forgets the started tag (tests only: a real page loads it once). */
export function resetGoogleTagForTests(): void {
  started = false
}
