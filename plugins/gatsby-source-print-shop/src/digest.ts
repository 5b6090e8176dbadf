import path from 'node:path'

/**
 * Where a successful build records the digest of the catalogue it shows; `npm run rebuild` compares
 * the API's catalogue against it and skips the build when nothing changed.
 */
export const DIGEST_FILE = path.join('.cache', 'print-shop-catalogue.json')
