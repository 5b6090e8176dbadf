import {
  MEDIA_FORMATS,
  MEDIA_RENDITIONS,
  isMediaFormat,
  type MediaFormat,
} from '@print-shop/shop-domain/media'
import { HttpError } from '../../lib/http-error.js'

/** `{width}.{format}` as it may appear in a path; anything else is not found. */
export const RENDITION_PATTERN = '^[0-9]{1,5}\\.[a-z0-9]{1,8}$'

/**
 * The width and format of `{width}.{format}`, or a 404 naming what there is: renditions the
 * storefront never asks for are refused before anything is looked up or rendered.
 */
export function requestedRendition(rendition: string): { width: number; format: MediaFormat } {
  const [digits, format] = rendition.split('.') as [string, string]
  if (!isMediaFormat(format))
    throw new HttpError(404, 'media.unknown_format', undefined, {
      formats: MEDIA_FORMATS.join(', '),
    })
  const width = Number(digits)
  if (!MEDIA_RENDITIONS[format].includes(width))
    throw new HttpError(404, 'media.unknown_width', undefined, {
      format,
      widths: MEDIA_RENDITIONS[format].join(', '),
    })
  return { width, format }
}
