import type { PickupPoint } from './types'

/** Without a key the carrier's widget is not used and the API's pickup-point search is shown. */
export const packetaApiKey = process.env.GATSBY_PACKETA_API_KEY || null
export const PACKETA_SCRIPT_URL = 'https://widget.packeta.com/v6/www/js/library.js'

/** The point the Packeta widget hands back (only the fields the basket keeps). */
interface PacketaPoint {
  id: string | number
  name: string
  street: string
  city: string
  zip: string
  country: string
}

declare global {
  interface Window {
    Packeta?: {
      Widget: {
        pick: (
          apiKey: string,
          callback: (point: PacketaPoint | null) => void,
          options?: Record<string, unknown>,
        ) => void
      }
    }
  }
}

let loading: Promise<void> | null = null

/** Loads the widget's script once. */
export function loadPacketa(): Promise<void> {
  if (window.Packeta) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = PACKETA_SCRIPT_URL
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading = null
      reject(new Error('The Packeta widget could not be loaded'))
    }
    document.head.appendChild(script)
  })
  return loading
}

/** Opens the widget; resolves with the chosen point, or null when the shopper closes it. */
export async function pickWithPacketa(apiKey: string, language: string) {
  await loadPacketa()
  return new Promise<Omit<PickupPoint, 'carrier'> | null>((resolve) => {
    window.Packeta!.Widget.pick(
      apiKey,
      (point) =>
        resolve(
          point && {
            id: String(point.id),
            name: point.name,
            street: point.street,
            city: point.city,
            zip: point.zip,
            country: point.country.toUpperCase(),
          },
        ),
      { language },
    )
  })
}
