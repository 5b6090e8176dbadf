/**
 * How the first page's hydration shows on the document, shared by the renderer (hydrate.ts), the
 * inline script of early clicks and the site (src/lib/hydrate.ts).
 */
/** Sent on `window` once React has hydrated the first page. */
export const HYDRATED_EVENT = 'print-shop:hydrated'
