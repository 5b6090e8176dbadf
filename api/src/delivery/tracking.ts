import type { Locale } from '../lib/localized.js'

const DPD_LOCALES: Record<Locale, string> = { cs: 'cs_CZ', sk: 'sk_SK', de: 'de_DE', en: 'en_US' }

/**
 * Each carrier's public tracking page for a parcel number, in the shopper's language where the
 * carrier offers it (the carrier codes of delivery_methods.carrier and of pickup points).
 */
const TRACKING_PAGES: Record<string, (number: string, locale: Locale) => string> = {
  zasilkovna: (number, locale) => `https://tracking.packeta.com/${locale}/?id=${number}`,
  packeta: (number, locale) => `https://tracking.packeta.com/${locale}/?id=${number}`,
  ppl: (number) => `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${number}`,
  dpd: (number, locale) => `https://tracking.dpd.de/status/${DPD_LOCALES[locale]}/parcel/${number}`,
}

/** The carrier's tracking page for this parcel, or null for a carrier the shop does not know. */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string,
  locale: Locale,
): string | null {
  const page = carrier ? TRACKING_PAGES[carrier] : undefined
  // Carriers print their numbers in groups ("Z 123 4567 890"); their pages take them without spaces.
  return page ? page(encodeURIComponent(trackingNumber.replace(/\s+/g, '')), locale) : null
}
