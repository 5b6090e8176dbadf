/**
 * Which Google tag the data layer feeds, from the build's environment: Google Tag Manager's container
 * when GATSBY_GTM_ID is set, otherwise gtag.js with GATSBY_GA4_ID, otherwise none. Apart from the
 * tag's loader (google-tag.ts), which only a visitor who accepts analytics downloads.
 */
import { env } from '../../config/env'

export interface TagSettings {
  gtmId: string | null
  ga4Id: string | null
}

export type TagMode = 'gtm' | 'gtag' | 'none'

export const builtTagSettings: TagSettings = { gtmId: env.gtmId, ga4Id: env.ga4Id }

/** A container wins over a bare measurement id: the container holds the GA4 tags itself. */
export function tagMode(settings: TagSettings): TagMode {
  if (settings.gtmId) return 'gtm'
  return settings.ga4Id ? 'gtag' : 'none'
}
