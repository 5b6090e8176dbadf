/**
 * The analytics data layer (Google Tag Manager's `window.dataLayer`) with Google's Consent Mode v2.
 * Events wait in memory until the visitor consents; nothing reaches the data layer, and no Google
 * tag loads, without consent. On acceptance the data layer receives, in this order: the consent
 * defaults (everything denied), the consent update (analytics granted), the tag's start, and then
 * the waiting events (held while the tag's loader downloads). The cookie-consent banner calls
 * grantConsent (or withdrawConsent).
 */
import { builtTagSettings, tagMode, type TagSettings } from './tag-settings'

/**
 * The tag's loader, downloaded when the visitor accepts analytics (1.2 KB gzipped, with the link
 * secrets' cleaning and the script loader): a first visit that has not chosen never needs it.
 */
const googleTag = () => import('./google-tag')

/** One line of a GA4 `items` array (money in major units). */
export interface Ga4Item {
  item_id: string
  item_name: string
  /** The configured print: paper and size. */
  item_variant?: string
  /** The print's layout (canvas, poster, …). */
  item_category?: string
  item_list_id?: string
  item_list_name?: string
  index?: number
  coupon?: string
  discount?: number
  /** Unit price in major units (crowns, euros). */
  price: number
  quantity: number
}

/** A GA4 ecommerce event (view_item_list … refund), in Tag Manager's data-layer form. */
export interface EcommerceEvent {
  event: string
  ecommerce: {
    currency?: string
    value?: number
    items?: Ga4Item[]
    [field: string]: unknown
  }
}

/** A GA4 event without ecommerce data (login, sign_up). */
export interface PlainEvent {
  event: string
  [parameter: string]: unknown
}

export type AnalyticsEvent = EcommerceEvent | PlainEvent

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Consent Mode v2 defaults: every kind of storage and ad use denied until the visitor chooses. */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  // How long a tag waits for the update; the update is queued before the tag loads in any case.
  wait_for_update: 500,
} as const

/** The banner asks about analytics only: advertising stays denied. */
export const CONSENT_GRANTED = { analytics_storage: 'granted' } as const
export const CONSENT_WITHDRAWN = { analytics_storage: 'denied' } as const

/** Where the waiting events survive a full-page trip (to the payment gateway and back). */
export const PENDING_STORAGE_KEY = 'print-shop.analytics.pending'

let settings: TagSettings = builtTagSettings
let consent = false
/** Consent given, the tag's loader still on its way: events wait, so the tag's start comes first. */
let tagComing = false
let loadedTag: Awaited<ReturnType<typeof googleTag>> | null = null
let queue: AnalyticsEvent[] = []
let restored = false
/** The data layer that has the consent defaults (a test may start a new one). */
let defaultsIn: unknown[] | null = null

/**
 * Google's gtag(): its commands are read from the data layer as `arguments` objects; an array
 * would be taken for a plain data-layer message.
 */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments)
}

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? []
  if (defaultsIn !== window.dataLayer) {
    defaultsIn = window.dataLayer
    window.dataLayer.push(consentCommand('default', CONSENT_DEFAULTS))
  }
  return window.dataLayer
}

function consentCommand(kind: 'default' | 'update', state: object): IArguments {
  // The same shape gtag('consent', kind, state) pushes.
  return (function consentArguments(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments
  })('consent', kind, state)
}

function isEcommerce(event: AnalyticsEvent): event is EcommerceEvent {
  return typeof event.ecommerce === 'object' && event.ecommerce !== null
}

function push(event: AnalyticsEvent) {
  if (tagMode(settings) === 'gtag') {
    // gtag.js sends events given as commands; GTM's form is read only by a container's tags.
    const { event: name, ...rest } = event
    gtag('event', name, isEcommerce(event) ? event.ecommerce : rest)
    return
  }
  // GA4 asks to clear the previous ecommerce object, or its fields leak into the next event.
  if (isEcommerce(event)) dataLayer().push({ ecommerce: null })
  dataLayer().push(event)
}

/** Events left waiting by the previous page of this tab (it went to the gateway), once. */
function restorePending() {
  if (restored) return
  restored = true
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(PENDING_STORAGE_KEY) ?? '[]')
    window.sessionStorage.removeItem(PENDING_STORAGE_KEY)
    if (Array.isArray(saved)) queue = [...(saved as AnalyticsEvent[]), ...queue]
  } catch {
    // Unreadable storage: those events are lost, as they would be without it.
  }
}

/** Sends an event now if the visitor consented, otherwise keeps it until they do. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  restorePending()
  if (consent && !tagComing) push(event)
  else queue.push(event)
}

/**
 * The visitor agreed to analytics: the consent defaults and the grant go first, then the tag
 * starts (once its loader has downloaded), then the waiting events go out, and every later one at
 * once. Resolves when they have.
 */
export async function grantConsent(): Promise<void> {
  restorePending()
  consent = true
  gtag('consent', 'update', CONSENT_GRANTED)
  if (tagMode(settings) !== 'none') {
    tagComing = true
    try {
      loadedTag = await googleTag()
      // Withdrawn while it downloaded: nothing starts, and the events were dropped.
      if (!consent) return
      loadedTag.startGoogleTag(gtag, settings)
    } catch {
      // The loader did not download (offline, an ad blocker): the data layer still has the events.
    } finally {
      tagComing = false
    }
  }
  const waiting = queue
  queue = []
  waiting.forEach(push)
}

/**
 * The visitor declined (or withdrew): the waiting events are dropped, later ones kept back. A tag
 * already loaded in this page stays (scripts cannot be unloaded), but is told consent is withdrawn
 * and gets no more events; the next page load has none.
 */
export function withdrawConsent(): void {
  consent = false
  queue = []
  restored = true
  try {
    window.sessionStorage.removeItem(PENDING_STORAGE_KEY)
  } catch {
    // Nothing was kept.
  }
  if (window.dataLayer && defaultsIn === window.dataLayer) {
    gtag('consent', 'update', CONSENT_WITHDRAWN)
    // Only a tag that started can be stopped, and then its loader is here.
    loadedTag?.stopGoogleTag(settings)
  }
}

/**
 * The page is about to be left for another site and come back (the payment gateway): events still
 * waiting for consent are kept for the next page of this tab.
 */
export function keepPendingEvents(): void {
  if (!queue.length) return
  try {
    window.sessionStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify(queue))
  } catch {
    // Storage full or blocked: they are lost with the page.
  }
}

export function hasConsent(): boolean {
  return consent
}

/** The events still waiting for consent (for tests and the banner's "what we would send"). */
export function pendingEvents(): readonly AnalyticsEvent[] {
  return queue
}

/** Which tag the data layer feeds (tests only: a build has its settings from the environment). */
export function setTagSettingsForTests(next: TagSettings): void {
  settings = next
}

/** Major units (crowns, euros) from the API's minor units, as GA4 wants money. */
export const toMajorUnits = (minor: number) => minor / 100
