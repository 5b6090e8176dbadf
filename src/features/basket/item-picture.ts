import type { MediaSource } from '../../lib/media'
import type { BasketImage } from './types'

/**
 * Where an item's thumbnail comes from. An own photo's previews are private to the shopper: only
 * the API's own media address serves them, never an image CDN's template.
 */
export function itemPicture(image: BasketImage): MediaSource {
  return image.ownPhoto
    ? { mediaUrl: image.mediaUrl }
    : { apiId: image.id, mediaUrl: image.mediaUrl, url: image.url }
}
