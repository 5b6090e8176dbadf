/** The 27 EU member states in the EU's protocol order, each by its own name (Greece as EL). */
export const euCountries = [
  { code: 'BE', name: 'Belgique / België' },
  { code: 'BG', name: 'България' },
  { code: 'CZ', name: 'Česko' },
  { code: 'DK', name: 'Danmark' },
  { code: 'DE', name: 'Deutschland' },
  { code: 'EE', name: 'Eesti' },
  { code: 'IE', name: 'Éire / Ireland' },
  { code: 'EL', name: 'Ελλάδα' },
  { code: 'ES', name: 'España' },
  { code: 'FR', name: 'France' },
  { code: 'HR', name: 'Hrvatska' },
  { code: 'IT', name: 'Italia' },
  { code: 'CY', name: 'Κύπρος' },
  { code: 'LV', name: 'Latvija' },
  { code: 'LT', name: 'Lietuva' },
  { code: 'LU', name: 'Lëtzebuerg' },
  { code: 'HU', name: 'Magyarország' },
  { code: 'MT', name: 'Malta' },
  { code: 'NL', name: 'Nederland' },
  { code: 'AT', name: 'Österreich' },
  { code: 'PL', name: 'Polska' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'România' },
  { code: 'SI', name: 'Slovenija' },
  { code: 'SK', name: 'Slovensko' },
  { code: 'FI', name: 'Suomi' },
  { code: 'SE', name: 'Sverige' },
] as const

export type EuCountryCode = (typeof euCountries)[number]['code']

/** The country a shopper most likely lives in, from the language they read the shop in. */
export function defaultCountry(language: string): EuCountryCode {
  if (language === 'sk') return 'SK'
  if (language === 'de') return 'DE'
  return 'CZ'
}
