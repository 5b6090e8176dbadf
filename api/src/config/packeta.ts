/** The Packeta (Zásilkovna) settings, read from the environment by config.ts. */

export interface PacketaSettings {
  /**
   * The shop's API key (PACKETA_API_KEY): it names the shop in the pickup-point feed's address (and
   * is the key the storefront's widget uses, GATSBY_PACKETA_API_KEY). Null: no import.
   */
  apiKey: string | null
  /** The API password (PACKETA_API_PASSWORD) that creates packets and prints labels. Null: none. */
  apiPassword: string | null
  /** Where the pickup-point feeds are (PACKETA_POINTS_URL): `<url>/v5/<key>/branch.json`. */
  pointsUrl: string
  /** The XML REST API (PACKETA_API_URL). */
  apiUrl: string
  /**
   * The sender as set up in Packeta's client section (PACKETA_SENDER, the packet's `eshop`); null
   * when the account has one sender only.
   */
  sender: string | null
  /** How long a call to Packeta may take before the shop gives up, in ms (PACKETA_TIMEOUT_MS). */
  timeout: number
  /** How long the pickup-point feeds (several MB) may take to download (PACKETA_FEED_TIMEOUT_MS). */
  feedTimeout: number
}

export const PACKETA_POINTS_URL = 'https://pickup-point.api.packeta.com'
export const PACKETA_API_URL = 'https://www.zasilkovna.cz/api/rest'

export function packetaSettingsFrom(env: NodeJS.ProcessEnv): PacketaSettings {
  const value = (name: string) => env[name]?.trim() || null
  return {
    apiKey: value('PACKETA_API_KEY'),
    apiPassword: value('PACKETA_API_PASSWORD'),
    pointsUrl: (value('PACKETA_POINTS_URL') ?? PACKETA_POINTS_URL).replace(/\/$/, ''),
    apiUrl: value('PACKETA_API_URL') ?? PACKETA_API_URL,
    sender: value('PACKETA_SENDER'),
    // The owner waits for the answer when moving an order on: long enough for a busy Packeta, not
    // for one that is down.
    timeout: Number(env.PACKETA_TIMEOUT_MS) || 20_000,
    feedTimeout: Number(env.PACKETA_FEED_TIMEOUT_MS) || 120_000,
  }
}
