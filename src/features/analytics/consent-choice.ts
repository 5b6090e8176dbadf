/**
 * The visitor's cookie choice, remembered in localStorage so later visits apply it without asking.
 * A new version of the consent text asks again: a stored choice of an older version is ignored.
 */
import { grantConsent, withdrawConsent } from '../../lib/data-layer'

export const CONSENT_STORAGE_KEY = 'print-shop.consent'
export const CONSENT_VERSION = 1

export type ConsentChoice = 'accepted' | 'necessary'

export interface StoredConsent {
  version: number
  choice: ConsentChoice
  /** When the visitor chose (ISO 8601), as proof of consent. */
  date: string
}

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
  if (choice === 'accepted') grantConsent()
  else withdrawConsent()
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))
}
