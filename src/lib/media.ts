/**
 * Catalogue pictures come resized from the API's media endpoint (`{mediaUrl}/{width}.{format}`);
 * nothing is resized at build time. This builds gatsby-plugin-image data over it.
 */
import { getImageData, type IGatsbyImageData, type ImageFormat } from 'gatsby-plugin-image'
import { CATALOGUE_WIDTHS, renditionUrl, type MediaFormat } from '@print-shop/shop-domain/media'

const FORMATS: Partial<Record<ImageFormat, MediaFormat>> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpg',
  auto: 'jpg',
  '': 'jpg',
}

/** The rendition covering `width`, in gatsby-plugin-image's format ('auto': JPEG). */
export function mediaRenditionUrl(mediaUrl: string, width: number, format: ImageFormat = 'jpg') {
  return renditionUrl(mediaUrl, width, FORMATS[format] ?? 'jpg')
}

export interface MediaImage {
  mediaUrl: string
  width: number
  height: number
  placeholder?: string | null
  colors?: readonly string[] | null
}

/**
 * Full-width image data (the element takes its container's width, its height reserved by the aspect
 * ratio): AVIF and WebP sources over a JPEG fallback, the API's placeholder while it loads. The
 * srcset's widths are the catalogue widths, rendered in every format.
 */
export function catalogueImageData(
  image: MediaImage,
  {
    aspectRatio,
    smallest = 256,
    largest = 3840,
  }: { aspectRatio?: number; smallest?: number; largest?: number } = {},
): IGatsbyImageData {
  return getImageData({
    aspectRatio,
    baseUrl: image.mediaUrl,
    sourceWidth: image.width,
    sourceHeight: image.height,
    layout: 'fullWidth',
    breakpoints: CATALOGUE_WIDTHS.filter(
      (width) => width >= smallest && width <= Math.min(largest, image.width),
    ),
    formats: ['avif', 'webp', 'auto'],
    placeholderURL: image.placeholder ?? undefined,
    backgroundColor: image.colors?.[0] ? `#${image.colors[0]}` : undefined,
    pluginName: 'print-shop-media',
    urlBuilder: ({ baseUrl, width, format }) => mediaRenditionUrl(baseUrl, width, format),
  })
}
