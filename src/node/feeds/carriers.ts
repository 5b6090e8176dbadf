import type { FeedDeliveryMethod } from './catalogue'

/**
 * The comparison sites name carriers by their own codes (DELIVERY_ID): ours by kind and carrier.
 * Heureka's list: https://heureka.github.io/xml-feed-specs/fields/delivery; Zboží.cz's: its
 * specification (docs/feeds.md). A method without a code here is left out of that site's items.
 * Heureka has no code for collection at the studio; Zboží.cz has VLASTNI_VYDEJNI_MISTA.
 */
const CODES: Readonly<Record<string, { heureka?: string; zbozi?: string }>> = {
  'pickup_point:zasilkovna': { heureka: 'ZASILKOVNA', zbozi: 'ZASILKOVNA' },
  'pickup_point:packeta': { heureka: 'ZASILKOVNA', zbozi: 'ZASILKOVNA' },
  'courier:zasilkovna': { heureka: 'ZASILKOVNA_NA_ADRESU', zbozi: 'ZASILKOVNA_NA_ADRESU' },
  'courier:packeta': { heureka: 'ZASILKOVNA_NA_ADRESU', zbozi: 'ZASILKOVNA_NA_ADRESU' },
  'courier:ppl': { heureka: 'PPL', zbozi: 'PPL' },
  'courier:dpd': { heureka: 'DPD', zbozi: 'DPD' },
  'courier:gls': { heureka: 'GLS', zbozi: 'GLS' },
  'courier:ups': { heureka: 'UPS', zbozi: 'UPS' },
  'personal_collection:': { zbozi: 'VLASTNI_VYDEJNI_MISTA' },
}

export function carrierCode(method: FeedDeliveryMethod, site: 'heureka' | 'zbozi'): string | null {
  return CODES[`${method.kind}:${method.carrier ?? ''}`]?.[site] ?? null
}
