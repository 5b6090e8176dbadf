import { languageFromBrowser } from '@print-shop/shop-domain/visitor-language'
import { env } from '../../config/env'
import { isLanguage, type Language } from '../../config/languages'

export const COUNTRY_TIMEOUT_MS = 2500

/**
 * On a static host no server in front has chosen the language (scripts/lib/site-server.ts and
 * deploy/nginx do): the API's own country call gives it by the spec's rule, from the browser's
 * languages where the country is unknown. The address goes to no third party. On failure or
 * timeout the browser's languages decide here.
 */
export async function detectLanguage(
  browserLanguages: readonly string[],
  timeoutMs = COUNTRY_TIMEOUT_MS,
): Promise<Language> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(`${env.apiUrl}/visitor_country`, {
      signal: controller.signal,
      credentials: 'omit',
      headers: {
        Accept: 'application/vnd.api+json',
        // The browser's own list (a safelisted header, so no preflight): the API's fallback.
        'Accept-Language': browserLanguages.join(','),
      },
    })
    if (!response.ok) throw new Error(`The country call answered ${response.status}`)
    const body = (await response.json()) as { data?: { attributes?: { language?: unknown } } }
    const language = body.data?.attributes?.language
    if (!isLanguage(language)) throw new Error('The country call named no language')
    return language
  } catch {
    return languageFromBrowser(browserLanguages)
  } finally {
    clearTimeout(timer)
  }
}
