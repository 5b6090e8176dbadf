/** Widths the media endpoint renders (the storefront's device widths and image sizes). */
export const MEDIA_WIDTHS = [
  16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
] as const
export const MEDIA_FORMATS = ['webp', 'avif', 'jpg'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

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
