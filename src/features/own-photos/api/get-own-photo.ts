import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type { UploadDocument } from '@print-shop/shop-domain/responses/uploads'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { currencyFor } from '../../../lib/format'
import type { OwnPhoto, OwnPhotoImage } from '../types'
import { reshapeOwnPhoto } from './reshape-own-photo'

/** GET /uploads/{id}: the upload, its "from" price, and the layouts and papers to print it as. */
export type OwnPhotoDetailDocument = UploadDocument

/** How the catalogue reads layouts from a document that includes them, as GET /images/{id} does. */
export type LayoutReader<Layout> = (document: OwnPhotoDetailDocument) => Layout[]

export interface OwnPhotoDetail<Layout> {
  photo: OwnPhoto
  image: OwnPhotoImage
  layouts: Layout[]
}

/** The upload as the configurator's product: its id, file name, pixels and price from. */
export function ownPhotoImage(
  photo: OwnPhoto,
  fromPrice: number,
  language: Language,
): OwnPhotoImage {
  return {
    apiId: photo.id,
    name: photo.fileName,
    width: photo.width,
    height: photo.height,
    mediaUrl: photo.mediaUrl,
    fromPrice,
    currency: currencyFor(language),
    source: 'upload',
  }
}

export async function getOwnPhoto<Layout>(
  id: string,
  language: Language,
  readLayouts: LayoutReader<Layout>,
): Promise<OwnPhotoDetail<Layout>> {
  const document = await apiRequest<OwnPhotoDetailDocument>(`/uploads/${encodeURIComponent(id)}`, {
    language,
  })
  const upload = flatten(document)
  const photo = reshapeOwnPhoto(upload)
  return {
    photo,
    image: ownPhotoImage(photo, upload.fromPrice ?? 0, language),
    layouts: readLayouts(document),
  }
}

/** One upload of the shopper's with its layouts; a 404 is another account's or a deleted one. */
export function useOwnPhoto<Layout>(
  id: string | null,
  language: Language,
  readLayouts: LayoutReader<Layout>,
) {
  return useSWR(id ? ['own-photo', id, language] : null, () =>
    getOwnPhoto(id!, language, readLayouts),
  )
}
