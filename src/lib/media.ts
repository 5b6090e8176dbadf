/**
 * Catalogue pictures come resized from the API's media endpoint (`{mediaUrl}/{width}.{format}`);
 * nothing is resized at build time. This builds gatsby-plugin-image data over it. A storefront
 * pointed at a provider's API without that endpoint sets `GATSBY_IMAGE_URL_TEMPLATE` (an image CDN's
 * address) or, lacking both, shows the plain `url` each picture comes with.
 */
import { getImageData, type IGatsbyImageData, type ImageFormat } from 'gatsby-plugin-image'
import {
  CATALOGUE_WIDTHS,
  renditionUrl,
  renditionWidth,
  type MediaFormat,
} from '@print-shop/shop-domain/media'
import { env } from '../config/env'

const FORMATS: Partial<Record<ImageFormat, MediaFormat>> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpg',
  auto: 'jpg',
  '': 'jpg',
}

/** Where a picture's renditions come from; the API's image resource gives all three. */
export interface MediaSource {
  /** The picture's id: `{id}` of the URL template. */
  apiId?: string
  /** Our API's media base address (`…/media/{id}`): absent from a provider without that endpoint. */
  mediaUrl?: string | null
  /** The picture's plain address, one size for every use. */
  url?: string | null
}

/**
 * `GATSBY_IMAGE_URL_TEMPLATE`'s placeholders: `{id}` the picture's id, `{width}` a catalogue width
 * in pixels (the smallest covering the need), `{format}` avif, webp or jpg, `{url}` the plain
 * address (URL-encoded, for a resizing proxy), `{media_url}` our media base address.
 */
const PLACEHOLDER = /\{(id|width|format|url|media_url)\}/g

/** The template filled in, or null when the picture lacks a value the template asks for. */
export function fillImageUrlTemplate(
  template: string,
  source: MediaSource,
  width: number,
  format: MediaFormat,
): string | null {
  const values: Record<string, string | null | undefined> = {
    id: source.apiId,
    width: String(renditionWidth(width, format)),
    format,
    url: source.url && encodeURIComponent(source.url),
    media_url: source.mediaUrl,
  }
  let complete = true
  const filled = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (!value) complete = false
    return value ?? ''
  })
  return complete ? filled : null
}

/** Whether the picture comes in the catalogue widths and formats (else: its plain `url` only). */
export function hasRenditions(source: MediaSource, template = env.imageUrlTemplate): boolean {
  if (template && fillImageUrlTemplate(template, source, CATALOGUE_WIDTHS[0], 'jpg')) return true
  return Boolean(source.mediaUrl)
}

/**
 * The rendition covering `width`, in gatsby-plugin-image's format ('auto': JPEG): from the URL
 * template when one is set, else from our media endpoint, else the plain `url`.
 */
export function mediaRenditionUrl(
  source: MediaSource,
  width: number,
  format: ImageFormat = 'jpg',
  template = env.imageUrlTemplate,
): string {
  const mediaFormat = FORMATS[format] ?? 'jpg'
  const templated = template && fillImageUrlTemplate(template, source, width, mediaFormat)
  if (templated) return templated
  if (source.mediaUrl) return renditionUrl(source.mediaUrl, width, mediaFormat)
  return source.url ?? ''
}

export interface MediaImage extends MediaSource {
  width: number
  height: number
  placeholder?: string | null
  colors?: readonly string[] | null
}

/**
 * Full-width image data (the element takes its container's width, its height reserved by the aspect
 * ratio): AVIF and WebP sources over a JPEG fallback, the API's placeholder while it loads. The
 * srcset's widths are the catalogue widths, rendered in every format. A picture with only its plain
 * `url` is that one address.
 */
export function catalogueImageData(
  image: MediaImage,
  {
    aspectRatio,
    smallest = 256,
    largest = 3840,
    template = env.imageUrlTemplate,
  }: { aspectRatio?: number; smallest?: number; largest?: number; template?: string | null } = {},
): IGatsbyImageData {
  const resized = hasRenditions(image, template)
  return getImageData({
    aspectRatio,
    baseUrl: image.mediaUrl ?? image.url ?? '',
    sourceWidth: image.width,
    sourceHeight: image.height,
    layout: 'fullWidth',
    breakpoints: resized
      ? CATALOGUE_WIDTHS.filter(
          (width) => width >= smallest && width <= Math.min(largest, image.width),
        )
      : [image.width],
    formats: resized ? ['avif', 'webp', 'auto'] : ['auto'],
    placeholderURL: image.placeholder ?? undefined,
    backgroundColor: image.colors?.[0] ? `#${image.colors[0]}` : undefined,
    pluginName: 'print-shop-media',
    urlBuilder: ({ width, format }) => mediaRenditionUrl(image, width, format, template),
  })
}

/** What a `<link rel="preload" as="image">` needs to fetch the rendition the page's `<picture>` will. */
export interface PicturePreload {
  /** The first source's type (image/avif), absent for a plain `url` picture. */
  type?: string
  srcSet: string
  sizes: string
}

/**
 * The preload of a picture drawn with `catalogueImageData(image, options)` at `sizes`: the first
 * `<source>` of its `<picture>` (AVIF), which every browser that preloads by `type` picks too, or
 * the fallback when it has no sources.
 */
export function picturePreload(
  image: MediaImage,
  sizes: string,
  options: Parameters<typeof catalogueImageData>[1] = {},
): PicturePreload | null {
  const { sources = [], fallback } = catalogueImageData(image, options).images
  const first = sources[0]
  if (first?.srcSet) return { type: first.type, srcSet: first.srcSet, sizes }
  if (fallback?.srcSet) return { srcSet: fallback.srcSet, sizes }
  if (fallback?.src) return { srcSet: fallback.src, sizes }
  return null
}
