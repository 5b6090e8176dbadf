import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type { UploadsDocument } from '@print-shop/shop-domain/responses/uploads'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { OwnPhotoList } from '../types'
import { reshapeOwnPhoto } from './reshape-own-photo'

/** Kept when the API leaves the number out: its default (UPLOAD_KEEP_DAYS). */
const DEFAULT_KEEP_DAYS = 30

/** GET /uploads: the shopper's finished uploads, newest first, and `meta.keep_days`. */
export async function getOwnPhotos(language: Language): Promise<OwnPhotoList> {
  const document = await apiRequest<UploadsDocument>('/uploads', { language })
  const keepDays = Number(document.meta?.keep_days)
  return {
    photos: flatten(document).map(reshapeOwnPhoto),
    keepDays: Number.isFinite(keepDays) && keepDays > 0 ? keepDays : DEFAULT_KEEP_DAYS,
  }
}

export const ownPhotosKey = (language: Language) => ['own-photos', language] as const

/** The shopper's photos; nothing is asked for while `signedIn` is false (the API answers 401). */
export function useOwnPhotos(language: Language, signedIn: boolean) {
  return useSWR(signedIn ? ownPhotosKey(language) : null, () => getOwnPhotos(language))
}
