/** The EU writes Greece as EL; Intl knows it by its ISO code. */
const ISO_CODES: Record<string, string> = { EL: 'GR' }

/** A country code as the page's language names it ("CZ" -> "Česko"); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' })
    return names.of(ISO_CODES[code] ?? code) ?? code
  } catch {
    return code
  }
}
