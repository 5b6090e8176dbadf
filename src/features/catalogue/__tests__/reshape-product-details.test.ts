import { reshapeProductDetails } from '../api/get-product'
import { productDetailsFromNode } from '../fragments'
import { imageDocument } from '../testing/image-document'

// The fragments module declares its GraphQL, which only the build compiles away.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: jest.fn() }))

describe('reshapeProductDetails', () => {
  it('makes of the API image the shape the build data gives the product page', () => {
    const live = reshapeProductDetails(imageDocument('31'), 'cs')
    const built = productDetailsFromNode({
      apiId: '31',
      name: 'Západ slunce nad hřebeny',
      fromPrice: 120000,
      currency: 'CZK',
      mediaUrl: 'http://api.test/v1/media/31',
      url: 'http://api.test/v1/media/31/1080.jpg',
      width: 2048,
      height: 1365,
      placeholder: 'data:image/webp;base64,UklGRg==',
      colors: ['bfbfbf', '4e342e'],
      description: 'Poslední světlo nad horskými hřebeny.',
      author: 'Jana Nováková',
      licence: null,
      categories: [{ slug: 'priroda', title: 'Příroda' }],
      subcategories: [{ slug: 'hory', name: 'Hory' }],
    })
    expect(live).toEqual(built)
  })

  it("takes the API's currency, and the language's when a provider gives none", () => {
    const document = imageDocument('31', { fromPrice: 4990, currency: 'EUR' })
    expect(reshapeProductDetails(document, 'en')).toMatchObject({
      fromPrice: 4990,
      currency: 'EUR',
    })
    const { currency: _currency, ...attributes } = document.data.attributes
    const without = { ...document, data: { ...document.data, attributes } }
    expect(reshapeProductDetails(without, 'de').currency).toBe('EUR')
  })

  it('leaves out what a provider does not give: no media endpoint, no filing', () => {
    const document = imageDocument('7')
    const { media_url: _media, ...attributes } = document.data.attributes
    const bare = { data: { type: 'images', id: '7', attributes } }
    expect(reshapeProductDetails(bare, 'cs')).toMatchObject({
      mediaUrl: '',
      url: 'http://api.test/v1/media/7/1080.jpg',
      categories: [],
      subcategories: [],
    })
  })
})
