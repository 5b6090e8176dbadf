import type { Language } from '../../config/languages'
import { languageFromBrowser, languageFromGeolocation } from './language-choice'

export const GEOLOCATION_TIMEOUT_MS = 2500

/** Asks the IP-geolocation service; on failure or timeout the browser's languages decide. */
export async function detectLanguage(
  geolocationUrl: string,
  browserLanguages: readonly string[],
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<Language> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(geolocationUrl, {
      signal: controller.signal,
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`Geolocation answered ${response.status}`)
    return languageFromGeolocation(await response.json())
  } catch {
    return languageFromBrowser(browserLanguages)
  } finally {
    clearTimeout(timer)
  }
}
