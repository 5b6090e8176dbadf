/** Public configuration, fixed at build time (Gatsby inlines GATSBY_* variables). */
export const env = {
  apiUrl: (process.env.GATSBY_API_URL || 'http://localhost:4000/v1').replace(/\/$/, ''),
  geolocationUrl: process.env.GATSBY_GEOLOCATION_URL || 'https://ipapi.co/json/',
}
