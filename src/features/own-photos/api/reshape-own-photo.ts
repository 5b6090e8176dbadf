/**
 * An upload as the API sends it (a resource of type `uploads`, flattened by `lib/jsonapi`, typed from
 * the contract) and its reshaping into the feature's own type.
 */
import type { UploadResource } from '@print-shop/shop-domain/responses/uploads'
import { pick, type Flat } from '../../../lib/jsonapi'
import type { OwnPhoto } from '../types'

export type FlatUpload = Flat<UploadResource>

export function reshapeOwnPhoto(upload: FlatUpload): OwnPhoto {
  return {
    ...pick(upload, ['id', 'fileName', 'sizeBytes', 'createdAt', 'mediaUrl']),
    // The list and the detail answer checked photos only: their format and pixels are known.
    format: upload.format ?? '',
    width: upload.width ?? 0,
    height: upload.height ?? 0,
    expiresAt: upload.expiresAt ?? null,
    ordered: upload.ordered === true,
  }
}
