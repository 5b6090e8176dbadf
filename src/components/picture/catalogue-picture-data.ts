import { getImageData, type IGatsbyImageData } from 'gatsby-plugin-image'
import { env } from '../../config/env'
import {
  hasRenditions,
  mediaRenditionUrl,
  pictureWidths,
  type MediaImage,
  type PictureWidths,
} from '../../lib/media'

/**
 * Full-width image data (the element takes its container's width, its height reserved by the aspect
 * ratio): AVIF and WebP sources over a JPEG fallback, the picture's dominant colour while it loads.
 * The srcset's widths are `pictureWidths`: the catalogue widths, rendered in every format. A picture
 * with only its plain `url` is that one address.
 *
 * Not the API's tiny blurred placeholder: gatsby-plugin-image draws it as an `<img>` with a data:
 * address, which the browser loads at once for every picture of the page, lazy or not, beside the
 * picture the shopper is waiting for (Lighthouse counts each of them against the page's LCP,
 * docs/performance.md). A colour costs no request.
 */
export function cataloguePictureData(
  image: MediaImage,
  {
    aspectRatio,
    template = env.imageUrlTemplate,
    ...range
  }: PictureWidths & { aspectRatio?: number } = {},
): IGatsbyImageData {
  const resized = hasRenditions(image, template)
  return getImageData({
    aspectRatio,
    baseUrl: image.mediaUrl ?? image.url ?? '',
    sourceWidth: image.width,
    sourceHeight: image.height,
    layout: 'fullWidth',
    breakpoints: pictureWidths(image, { ...range, template }),
    formats: resized ? ['avif', 'webp', 'auto'] : ['auto'],
    backgroundColor: image.colors?.[0] ? `#${image.colors[0]}` : undefined,
    pluginName: 'print-shop-media',
    urlBuilder: ({ width, format }) => mediaRenditionUrl(image, width, format, template),
  })
}
