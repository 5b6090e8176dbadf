import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import { reshapeProduct } from '../../catalogue'
import { reshapeFavourite } from '../api/favourites-document'

const image = {
  type: 'images',
  id: '31',
  attributes: {
    name: 'Horská louka',
    from_price: 49000,
    media_url: 'http://localhost:4000/v1/media/images/31',
    width: 4000,
    height: 2000,
    placeholder: 'data:image/webp;base64,AAAA',
    colors: ['1a237e'],
  },
}

const product = {
  apiId: '31',
  name: 'Horská louka',
  fromPrice: 49000,
  currency: 'EUR',
  mediaUrl: 'http://localhost:4000/v1/media/images/31',
  width: 4000,
  height: 2000,
  colors: ['1a237e'],
}

describe('reshapeProduct', () => {
  it("turns an API image into a product priced in the language's currency", () => {
    expect(reshapeProduct(image, 'en')).toEqual(product)
  })
})

describe('reshapeFavourite', () => {
  const favourite = (included: Resource[]) =>
    flatten<Parameters<typeof reshapeFavourite>[0]>({
      data: {
        type: 'favorites',
        id: '5',
        attributes: {},
        relationships: { image: { data: { type: 'images', id: '31' } } },
      },
      included,
    } as JsonApiDocument<Resource>)

  it('keeps its own id and the product it marks', () => {
    expect(reshapeFavourite(favourite([image]), 'en')).toEqual({
      id: '5',
      productId: '31',
      product,
    })
  })

  it('knows the product only by id when the picture was not included', () => {
    expect(reshapeFavourite(favourite([]), 'en')).toEqual({
      id: '5',
      productId: '31',
      product: null,
    })
  })
})
