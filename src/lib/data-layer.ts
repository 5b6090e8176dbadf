/**
 * The analytics data layer (Google Tag Manager's `window.dataLayer`). Events wait in memory until
 * the visitor consents, then go out in order; nothing reaches the data layer without consent.
 * The cookie-consent banner calls grantConsent (or withdrawConsent) with the visitor's choice.
 */
export interface Ga4Item {
  item_id: string
  item_name: string
  /** Unit price in major units (crowns, euros). */
  price: number
  quantity: number
}

/** A GA4 ecommerce event: view_item, add_to_cart, begin_checkout, purchase. */
export interface EcommerceEvent {
  event: string
  ecommerce: {
    currency: string
    value: number
    items: Ga4Item[]
    [field: string]: unknown
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

let consent = false
let queue: EcommerceEvent[] = []

function push(event: EcommerceEvent) {
  window.dataLayer = window.dataLayer ?? []
  // GA4 asks to clear the previous ecommerce object, or its fields leak into the next event.
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push(event)
}

/** Sends an event now if the visitor consented, otherwise keeps it until they do. */
export function track(event: EcommerceEvent): void {
  if (typeof window === 'undefined') return
  if (consent) push(event)
  else queue.push(event)
}

/** The visitor agreed to analytics: the waiting events go out, and every later one at once. */
export function grantConsent(): void {
  consent = true
  const waiting = queue
  queue = []
  waiting.forEach(push)
}

/** The visitor declined (or withdrew): the waiting events are dropped, later ones kept back. */
export function withdrawConsent(): void {
  consent = false
  queue = []
}

export function hasConsent(): boolean {
  return consent
}

/** The events still waiting for consent (for tests and the banner's "what we would send"). */
export function pendingEvents(): readonly EcommerceEvent[] {
  return queue
}

/** Major units (crowns, euros) from the API's minor units, as GA4 wants money. */
export const toMajorUnits = (minor: number) => minor / 100
