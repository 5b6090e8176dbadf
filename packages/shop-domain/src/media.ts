/**
 * Image renditions: the widths and formats the API's media endpoint renders
 * (`{media_url}/{width}.{format}`), and the width the storefront asks for to cover a need. Each
 * rendition costs a render and cache space, so the endpoint renders these and nothing more.
 */

export const MEDIA_FORMATS = ['webp', 'avif', 'jpg'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

/**
 * Catalogue pictures in every format: gatsby-plugin-image's srcset from 256 px up. The API's own
 * links use 640 and 1080 JPEG (orders, catalogue, login screens); the product page's social preview
 * 1200 JPEG; the configurator 640 JPEG.
 */
export const CATALOGUE_WIDTHS = [256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const

/** The widths rendered in each format, ascending. */
export const MEDIA_RENDITIONS: Record<MediaFormat, readonly number[]> = {
  avif: CATALOGUE_WIDTHS,
  // The search suggestions' 48 px thumbnail at 2×.
  webp: [96, ...CATALOGUE_WIDTHS],
  // The basket's print thumbnails of 56, 72, 96 and 120 px at 1× and 2×, rounded up.
  jpg: [64, 96, 128, ...CATALOGUE_WIDTHS],
}

export function isMediaFormat(format: string): format is MediaFormat {
  return (MEDIA_FORMATS as readonly string[]).includes(format)
}

/** The smallest width rendered in this format that covers `width` (the widest one beyond that). */
export function renditionWidth(width: number, format: MediaFormat = 'jpg'): number {
  const widths = MEDIA_RENDITIONS[format]
  return widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!
}

/** The address of the rendition covering `width`, from an image's media base address. */
export function renditionUrl(
  mediaBase: string,
  width: number,
  format: MediaFormat = 'jpg',
): string {
  return `${mediaBase}/${renditionWidth(width, format)}.${format}`
}
