/**
 * Catalogue pictures come resized from the API's media endpoint (`{mediaUrl}/{width}.{format}`);
 * nothing is resized at build time. This builds gatsby-plugin-image data over it.
 */
import { getImageData, type IGatsbyImageData, type ImageFormat } from 'gatsby-plugin-image'

/** Widths the endpoint renders: the spec's small sizes 16 to 384 and device widths 640 to 3840. */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
const RENDERED_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...DEVICE_WIDTHS]

/** The smallest rendered width that covers `width` (the widest one beyond that). */
export function renditionWidth(width: number): number {
  return RENDERED_WIDTHS.find((candidate) => candidate >= width) ?? 3840
}

const EXTENSIONS: Partial<Record<ImageFormat, string>> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpg',
  auto: 'jpg',
  '': 'jpg',
}

export function mediaRenditionUrl(mediaUrl: string, width: number, format: ImageFormat = 'jpg') {
  return `${mediaUrl}/${renditionWidth(width)}.${EXTENSIONS[format] ?? 'jpg'}`
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
 * ratio): AVIF and WebP sources over a JPEG fallback, the API's placeholder while it loads.
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
    breakpoints: RENDERED_WIDTHS.filter(
      (width) => width >= smallest && width <= Math.min(largest, image.width),
    ),
    formats: ['avif', 'webp', 'auto'],
    placeholderURL: image.placeholder ?? undefined,
    backgroundColor: image.colors?.[0] ? `#${image.colors[0]}` : undefined,
    pluginName: 'print-shop-media',
    urlBuilder: ({ baseUrl, width, format }) => mediaRenditionUrl(baseUrl, width, format),
  })
}
