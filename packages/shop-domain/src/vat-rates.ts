import { EU_COUNTRIES, type EuCountry } from '@print-shop/shop-domain/countries'

/**
 * The standard VAT rate of each EU member state, in percent, as the destination's rate under the
 * One-Stop Shop (OSS) for distance sales to consumers. Prints, canvases and their delivery are
 * taxed at the standard rate everywhere.
 *
 * Source: European Commission, DG TAXUD, "VAT rates applied in the Member States of the European
 * Union" (situation at 1 January 2026), checked against the changes of 2024–2025: Finland 25.5 %
 * (since 1 September 2024), Slovakia 23 % (since 1 January 2025), Estonia 24 % (since 1 July 2025),
 * Romania 21 % (since 1 August 2025). A rate change is made here, with its date, before it applies.
 */
export const EU_STANDARD_VAT_RATES: Readonly<Record<EuCountry, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  EL: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}

/** The Czech standard rate: every list price includes it. */
export const CZECH_VAT_RATE = EU_STANDARD_VAT_RATES.CZ

/** `cz`: Czech VAT on every sale (below the EU's €10,000 threshold); `oss`: the destination's rate. */
export type VatScheme = 'cz' | 'oss'

/** An ISO country code as the EU writes it: Greece is GR in ISO 3166-1 and EL in EU VAT. */
function euCode(country: string): EuCountry | null {
  const code = country.toUpperCase() === 'GR' ? 'EL' : country.toUpperCase()
  return (EU_COUNTRIES as readonly string[]).includes(code) ? (code as EuCountry) : null
}

/**
 * The VAT rate of a sale delivered to `country`: the Czech rate under the Czech scheme, and under
 * OSS the destination's standard rate inside the EU; outside it the Czech rate (the shop does not
 * deliver there; an export would need its own treatment).
 */
export function vatRateFor(scheme: VatScheme, country: string): number {
  if (scheme === 'cz') return CZECH_VAT_RATE
  const code = euCode(country)
  return code ? EU_STANDARD_VAT_RATES[code] : CZECH_VAT_RATE
}
