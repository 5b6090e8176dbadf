import type { favouriteResource } from '@print-shop/shop-domain/responses/favourites'
import type { ImageResource } from '@print-shop/shop-domain/responses/catalogue'
import { flatten, type Resource } from '../../../lib/jsonapi'
import { reshapeImage } from '../../catalogue'
import { reshapeFavourite } from '../api/favourites-document'

const image: ImageResource = {
  type: 'images',
  id: '31',
  attributes: {
    name: 'Horská louka',
    description: '',
    url: 'http://localhost:4000/v1/media/images/31/1080.jpg',
    media_url: 'http://localhost:4000/v1/media/images/31',
    width: 4000,
    height: 2000,
    scalable: false,
    orientation: 'panorama',
    colors: ['1a237e'],
    placeholder: 'data:image/webp;base64,AAAA',
    author: '',
    licence: '',
    from_price: 49000,
    currency: 'EUR',
    updated_at: '2026-11-20T10:00:00.000Z',
    is_favorite: true,
  },
}

const catalogueImage = {
  apiId: '31',
  name: 'Horská louka',
  fromPrice: 49000,
  currency: 'EUR',
  mediaUrl: 'http://localhost:4000/v1/media/images/31',
  url: 'http://localhost:4000/v1/media/images/31/1080.jpg',
  width: 4000,
  height: 2000,
  colors: ['1a237e'],
}

describe('reshapeImage', () => {
  it("turns an API image into the storefront's, priced in the API's currency", () => {
    expect(reshapeImage(image, 'en')).toEqual(catalogueImage)
  })
})

describe('reshapeFavourite', () => {
  const favourite = (included: Resource[]) =>
    flatten<typeof favouriteResource>({
      data: {
        type: 'favorites',
        id: '5',
        attributes: { created_at: '2026-11-20T10:00:00.000Z' },
        relationships: { image: { data: { type: 'images', id: '31' } } },
      },
      included,
    })

  it('keeps its own id and the image it marks', () => {
    expect(reshapeFavourite(favourite([image]), 'en')).toEqual({
      id: '5',
      imageId: '31',
      image: catalogueImage,
    })
  })

  it('knows the image only by id when it was not included', () => {
    expect(reshapeFavourite(favourite([]), 'en')).toEqual({
      id: '5',
      imageId: '31',
      image: null,
    })
  })
})
