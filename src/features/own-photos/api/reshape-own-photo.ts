/**
 * An upload as the API sends it (a resource of type `uploads`, flattened by `lib/jsonapi`) and its
 * reshaping into the feature's own type. The wire names stay in this folder; the basket and the
 * orders read an included upload through `reshapeOwnPhoto` too.
 */
import type { OwnPhoto } from '../types'

export interface OwnPhotoDocument {
  id: string
  file_name: string
  size_bytes: number
  format: string
  width: number
  height: number
  created_at: string
  expires_at: string | null
  ordered: boolean
  media_url: string
}

export function reshapeOwnPhoto(upload: OwnPhotoDocument): OwnPhoto {
  return {
    id: upload.id,
    fileName: upload.file_name,
    sizeBytes: upload.size_bytes,
    format: upload.format,
    width: upload.width,
    height: upload.height,
    createdAt: upload.created_at,
    expiresAt: upload.expires_at ?? null,
    ordered: upload.ordered === true,
    mediaUrl: upload.media_url,
  }
}
