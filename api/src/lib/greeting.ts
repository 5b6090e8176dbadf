import { czechVocativeOfName } from '@print-shop/shop-domain/czech-vocative'
import type { Locale } from './localized.js'
import type { Translate } from './messages.js'

/**
 * The name a mail greets with, or null to greet without one. Czech greets in the vocative
 * ("Dobrý den, Jano,"); when the vocative of the first name is not known for sure, without the name.
 * Slovak, German and English greet with the name as written.
 */
export function greetingName(locale: Locale, name: string | null | undefined): string | null {
  const written = name?.trim()
  if (!written) return null
  return locale === 'cs' ? czechVocativeOfName(written) : written
}

/** The greeting of a mail (`mail.<group>.greeting`, or `greeting_no_name` without a name). */
export function mailGreeting(
  t: Translate,
  locale: Locale,
  group: string,
  name: string | null | undefined,
): string {
  const greeted = greetingName(locale, name)
  return greeted
    ? t(`mail.${group}.greeting`, { name: greeted })
    : t(`mail.${group}.greeting_no_name`)
}
