import type { Currency } from '../../lib/format'

/** A picture of the shopper's own, uploaded and checked by the API (pixels after EXIF orientation). */
export interface OwnPhoto {
  /** The upload's id (its tus id). */
  id: string
  fileName: string
  sizeBytes: number
  format: string
  width: number
  height: number
  /** ISO time it was uploaded. */
  createdAt: string
  /** ISO time it will be deleted unless ordered; null once ordered. */
  expiresAt: string | null
  /** Ordered: kept for production and the complaint period. */
  ordered: boolean
  /** The API's private media base address of its previews (`…/uploads/{id}/media`). */
  mediaUrl: string
}

/** The shopper's photos, newest first, and how long the ones never ordered are kept. */
export interface OwnPhotoList {
  photos: OwnPhoto[]
  keepDays: number
}

/** The upload as the configurator takes a product: a print of it is priced like a picture's. */
export interface OwnPhotoImage {
  apiId: string
  name: string
  width: number
  height: number
  mediaUrl: string
  fromPrice: number
  currency: Currency
  source: 'upload'
}
