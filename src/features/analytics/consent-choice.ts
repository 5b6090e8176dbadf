/**
 * The visitor's cookie choice, remembered in localStorage so later visits apply it without asking.
 * A new version of the consent text asks again: a stored choice of an older version is ignored.
 */
import { grantConsent, withdrawConsent } from './data-layer'

export const CONSENT_STORAGE_KEY = 'print-shop.consent'
export const CONSENT_VERSION = 1

export type ConsentChoice = 'accepted' | 'necessary'

export interface StoredConsent {
  version: number
  choice: ConsentChoice
  /** When the visitor chose (ISO 8601), as proof of consent. */
  date: string
}

/**
 * Set on `<html>` by `CONSENT_CHOSEN_SCRIPT` before the first paint when a choice is remembered: the
 * pre-rendered banner stays hidden until React has read the choice itself (`ConsentHost`).
 */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen'

declare global {
  interface InlineScripts {
    /** consent-chosen.inline.ts */
    readonly consentChosen: string
  }
}

/**
 * The inline head script behind `CONSENT_CHOSEN_ATTRIBUTE`: `readConsent` itself, compiled by the
 * build without the bundle (consent-chosen.inline.ts; the page's scripts arrive after its first paint).
 */
export const CONSENT_CHOSEN_SCRIPT = INLINE_SCRIPTS.consentChosen

/** The footer's "cookie settings" asks the banner to open through this window event. */
export const CONSENT_SETTINGS_EVENT = 'print-shop:consent-settings'

export function readConsent(storage: Pick<Storage, 'getItem'>): StoredConsent | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return null
    const { version, choice, date } = parsed as Partial<StoredConsent>
    if (version !== CONSENT_VERSION || typeof date !== 'string') return null
    return choice === 'accepted' || choice === 'necessary' ? { version, choice, date } : null
  } catch {
    // Unreadable storage or JSON: ask again.
    return null
  }
}

export function storeConsent(
  storage: Pick<Storage, 'setItem'>,
  choice: ConsentChoice,
  now = new Date(),
): void {
  const value: StoredConsent = { version: CONSENT_VERSION, choice, date: now.toISOString() }
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the choice still holds for this page.
  }
}

export function applyConsent(choice: ConsentChoice): void {
  if (choice === 'accepted') void grantConsent()
  else withdrawConsent()
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))
}
