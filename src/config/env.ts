/** Public configuration, fixed at build time (Gatsby inlines GATSBY_* variables). */
export const env = {
  apiUrl: (process.env.GATSBY_API_URL || 'http://localhost:4000/v1').replace(/\/$/, ''),
  /** Without a client id the Google button is not shown. */
  googleClientId: process.env.GATSBY_GOOGLE_CLIENT_ID || null,
  /** Google Identity Services; the journeys serve a local stand-in. */
  googleScriptUrl: process.env.GATSBY_GOOGLE_GSI_URL || 'https://accounts.google.com/gsi/client',
  /** Without an app id the Facebook button is not shown. */
  facebookAppId: process.env.GATSBY_FACEBOOK_APP_ID || null,
  /** The Facebook JS SDK; `{locale}` becomes cs_CZ, en_US and so on. */
  facebookScriptUrl:
    process.env.GATSBY_FACEBOOK_SDK_URL || 'https://connect.facebook.net/{locale}/sdk.js',
  facebookApiVersion: process.env.GATSBY_FACEBOOK_API_VERSION || 'v19.0',
  /**
   * Google Tag Manager's container (GTM-…) or, without one, a GA4 measurement id (G-…) for gtag.js.
   * Without either no Google tag loads; the data layer still fills for whatever reads it.
   */
  gtmId: process.env.GATSBY_GTM_ID || null,
  ga4Id: process.env.GATSBY_GA4_ID || null,
  /**
   * Catalogue pictures from an image CDN instead of the API's media endpoint, e.g.
   * `https://cdn.example.com/{id}/{width}.{format}` (the placeholders: src/lib/media.ts).
   */
  imageUrlTemplate: process.env.GATSBY_IMAGE_URL_TEMPLATE || null,
}
