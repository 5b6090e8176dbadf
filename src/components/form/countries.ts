import { EU_COUNTRIES, type EuCountry } from '@print-shop/shop-domain/countries'

/** Each EU member state by its own name (the shop's list of codes, Greece as EL). */
const nativeNames: Record<EuCountry, string> = {
  BE: 'Belgique / België',
  BG: 'България',
  CZ: 'Česko',
  DK: 'Danmark',
  DE: 'Deutschland',
  EE: 'Eesti',
  IE: 'Éire / Ireland',
  EL: 'Ελλάδα',
  ES: 'España',
  FR: 'France',
  HR: 'Hrvatska',
  IT: 'Italia',
  CY: 'Κύπρος',
  LV: 'Latvija',
  LT: 'Lietuva',
  LU: 'Lëtzebuerg',
  HU: 'Magyarország',
  MT: 'Malta',
  NL: 'Nederland',
  AT: 'Österreich',
  PL: 'Polska',
  PT: 'Portugal',
  RO: 'România',
  SI: 'Slovenija',
  SK: 'Slovensko',
  FI: 'Suomi',
  SE: 'Sverige',
}

/** The 27 EU member states in the EU's protocol order, each by its own name. */
export const euCountries = EU_COUNTRIES.map((code) => ({ code, name: nativeNames[code] }))

export type EuCountryCode = EuCountry

/** The country a shopper most likely lives in, from the language they read the shop in. */
export function defaultCountry(language: string): EuCountryCode {
  if (language === 'sk') return 'SK'
  if (language === 'de') return 'DE'
  return 'CZ'
}
