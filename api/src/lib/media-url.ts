export const MEDIA_FORMATS = ['webp', 'avif', 'jpg'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

/**
 * Catalogue pictures in every format: gatsby-plugin-image's srcset from 256 px up (the storefront's
 * src/lib/media.ts catalogueImageData, shown by src/components/image/catalogue-image.tsx). The API's
 * own links use 640 and 1080 JPEG (orders, catalogue, login screens); the product page's social
 * preview 1200 JPEG; the configurator 640 JPEG.
 */
const CATALOGUE_WIDTHS = [256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const

/**
 * The only renditions the media endpoint renders: what the storefront asks for, nothing more, since
 * each one costs a render and cache space. A width the storefront starts to use must be added here.
 */
export const MEDIA_RENDITIONS: Record<MediaFormat, readonly number[]> = {
  avif: CATALOGUE_WIDTHS,
  // The search suggestions' 48 px thumbnail at 2× (src/features/search/components/search-suggestions.tsx).
  webp: [96, ...CATALOGUE_WIDTHS],
  // Print thumbnails of 56, 72, 96 and 120 px at 1× and 2×, rounded up by the storefront's
  // renditionWidth (src/features/basket/components/print-thumbnail.tsx).
  jpg: [64, 96, 128, ...CATALOGUE_WIDTHS],
}

export function isMediaFormat(format: string): format is MediaFormat {
  return (MEDIA_FORMATS as readonly string[]).includes(format)
}

/** Base address of an image's renditions: append `/{width}.{webp|avif|jpg}`. */
export function mediaBase(publicUrl: string, imageId: number): string {
  return `${publicUrl}/v1/media/${imageId}`
}

export function mediaUrl(
  publicUrl: string,
  imageId: number,
  width: number,
  format: MediaFormat = 'jpg',
): string {
  return `${mediaBase(publicUrl, imageId)}/${width}.${format}`
}
