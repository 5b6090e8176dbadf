import { binary, empty } from '@print-shop/shop-domain/responses/jsonapi'

/** GET /media/{imageId}/{width}.{webp|avif|jpg}: a catalogue picture's rendition. */
export const renditionResponse = {
  200: binary('image/*', 'The rendition: image/webp, image/avif or image/jpeg'),
  304: empty('Not Modified: the ETag matches'),
}
