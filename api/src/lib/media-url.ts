import { renditionUrl, type MediaFormat } from '@print-shop/shop-domain/media'

/** Base address of an image's renditions: append `/{width}.{webp|avif|jpg}`. */
export function mediaBase(publicUrl: string, imageId: number): string {
  return `${publicUrl}/v1/media/${imageId}`
}

/** An image's rendition covering `width` (@print-shop/shop-domain/media lists the widths). */
export function mediaUrl(
  publicUrl: string,
  imageId: number,
  width: number,
  format: MediaFormat = 'jpg',
): string {
  return renditionUrl(mediaBase(publicUrl, imageId), width, format)
}
