/**
 * Shoppers' own photos: what the rest of the API uses of them. The basket and orders take an
 * upload by `findUpload` (the shopper's own, ready ones only) and show it as `uploadResource`; an
 * order keeps its uploads with `markOrdered`; the owner's production files read originals from
 * `uploadStore(config)`.
 */
export { findUpload, markOrdered, type UploadRow } from './rows.js'
export { uploadAttributes, uploadMediaBase, uploadResource } from './resources.js'
export { uploadStore, type UploadStore } from './store.js'
export { decodedHeic } from './checks.js'
