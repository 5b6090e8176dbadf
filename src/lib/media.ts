/**
 * Catalogue pictures come resized from the API's media endpoint (`{mediaUrl}/{width}.{format}`);
 * nothing is resized at build time. This gives their addresses (catalogue-picture-data.ts builds
 * gatsby-plugin-image's data over them). A storefront
 * pointed at a provider's API without that endpoint sets `GATSBY_IMAGE_URL_TEMPLATE` (an image CDN's
 * address) or, lacking both, shows the plain `url` each picture comes with.
 */
import type { ImageFormat } from 'gatsby-plugin-image'
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
  colors?: readonly string[] | null
}

/** Which widths a catalogue picture's srcset offers, and up to which the API renders it. */
export interface PictureWidths {
  /** The narrowest rendition worth offering (256 px: a card at its smallest). */
  smallest?: number
  /** The widest rendition worth offering (a card never needs a 2048 px picture). */
  largest?: number
  template?: string | null
}

/**
 * gatsby-plugin-image's full-width breakpoints when a picture is narrower than every catalogue
 * width it may be offered in.
 */
const FULL_WIDTH_BREAKPOINTS = [320, 654, 768, 1024, 1366, 1600, 1920, 2048, 2560, 3440, 3840, 4096]

/** The catalogue widths from `smallest` to `largest`, ascending, whatever the picture. */
export function catalogueWidths({ smallest = 256, largest = 3840 } = {}): number[] {
  return CATALOGUE_WIDTHS.filter((width) => width >= smallest && width <= largest)
}

/**
 * The widths of a catalogue picture's srcset, ascending: the catalogue widths from `smallest` to
 * `largest` the picture is wide enough for, or its own width alone for a picture with only its plain
 * `url`. The same widths gatsby-plugin-image's `getImageData` gives `<picture>`
 * (catalogue-picture-data.ts), which the head's preload has to match without loading it.
 */
export function pictureWidths(
  image: MediaImage,
  { smallest = 256, largest = 3840, template = env.imageUrlTemplate }: PictureWidths = {},
): number[] {
  if (!hasRenditions(image, template)) return [image.width]
  const widths = catalogueWidths({ smallest, largest: Math.min(largest, image.width) })
  if (widths.length > 0) return widths
  // A picture narrower than `smallest`: gatsby-plugin-image falls back to its own breakpoints.
  const fitting = FULL_WIDTH_BREAKPOINTS.filter((width) => width <= image.width)
  return fitting.includes(image.width) ? fitting : [...fitting, image.width]
}

/** What a `<link rel="preload" as="image">` needs to fetch the rendition the page's `<picture>` will. */
export interface PicturePreload {
  /** The first source's type (image/avif), absent for a plain `url` picture. */
  type?: string
  srcSet: string
  sizes: string
  /** Only for screens this media query matches. */
  media?: string
}

/**
 * The preload of a picture drawn with `cataloguePictureData(image, options)` at `sizes`: the first
 * `<source>` of its `<picture>` (AVIF), which every browser that preloads by `type` picks too, or
 * the plain address when it has no sources. Built here rather than from gatsby-plugin-image's data,
 * so that a page's head does not load gatsby-plugin-image on a first visit.
 */
export function picturePreload(
  image: MediaImage,
  sizes: string,
  { template = env.imageUrlTemplate, ...range }: PictureWidths = {},
): PicturePreload | null {
  const widths = pictureWidths(image, { ...range, template })
  const format = hasRenditions(image, template) ? 'avif' : 'jpg'
  const srcSet = widths
    .map((width) => `${mediaRenditionUrl(image, width, format, template)} ${width}w`)
    .join(',\n')
  if (!widths.length || !srcSet) return null
  return format === 'avif' ? { type: 'image/avif', srcSet, sizes } : { srcSet, sizes }
}
