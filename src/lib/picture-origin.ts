import { env } from '../config/env'

// Apart from media.ts, which brings gatsby-plugin-image: every page's head asks for this, pictures or not.

/**
 * The origin the pictures come from (the API's, or the image CDN's of `GATSBY_IMAGE_URL_TEMPLATE`),
 * for a `preconnect`: the page's first picture then waits for no connection.
 */
export function pictureOrigin(template = env.imageUrlTemplate, apiUrl = env.apiUrl): string | null {
  for (const address of [template, apiUrl]) {
    if (!address) continue
    try {
      return new URL(address.replace(/\{[a-z_]+\}/g, 'x')).origin
    } catch {
      // a relative template or address: the pictures come from the site's own origin
    }
  }
  return null
}
