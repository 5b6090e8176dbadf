import { reshapeLayouts, reshapeImageDetails, type ImageDocument } from '../api/get-image-details'
import { imageDetailsFromNode } from '../fragments'
import { imageDocument } from '../testing/image-document'

// The fragments module declares its GraphQL, which only the build compiles away.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: jest.fn() }))

describe('reshapeImageDetails', () => {
  it('makes of the API image the shape the build data gives the product page', () => {
    const live = reshapeImageDetails(imageDocument('31'), 'cs')
    const built = imageDetailsFromNode({
      apiId: '31',
      name: 'Západ slunce nad hřebeny',
      fromPrice: 120000,
      currency: 'CZK',
      mediaUrl: 'http://api.test/v1/media/31',
      url: 'http://api.test/v1/media/31/1080.jpg',
      width: 2048,
      height: 1365,
      colors: ['bfbfbf', '4e342e'],
      description: 'Poslední světlo nad horskými hřebeny.',
      author: 'Jana Nováková',
      licence: null,
      scalable: false,
      categories: [{ slug: 'priroda', title: 'Příroda' }],
      subcategories: [{ slug: 'hory', name: 'Hory' }],
    })
    expect(live).toEqual(built)
  })

  it("takes the API's currency, and the language's when a provider gives none", () => {
    const document = imageDocument('31', { fromPrice: 4990, currency: 'EUR' })
    expect(reshapeImageDetails(document, 'en')).toMatchObject({
      fromPrice: 4990,
      currency: 'EUR',
    })
    const { currency: _currency, ...attributes } = document.data.attributes
    // A provider's answer, outside our API's contract.
    const without = {
      ...document,
      data: { ...document.data, attributes },
    } as unknown as ImageDocument
    expect(reshapeImageDetails(without, 'de').currency).toBe('EUR')
  })

  it('leaves out what a provider does not give: no media endpoint, no filing', () => {
    const document = imageDocument('7')
    const { media_url: _media, ...attributes } = document.data.attributes
    const bare = { data: { type: 'images', id: '7', attributes } } as unknown as ImageDocument
    expect(reshapeImageDetails(bare, 'cs')).toMatchObject({
      mediaUrl: '',
      url: 'http://api.test/v1/media/7/1080.jpg',
      categories: [],
      subcategories: [],
    })
  })
})

describe('reshapeLayouts', () => {
  it("gives the configurator the API's layouts, sizes priced now, with their papers", () => {
    const document = {
      ...imageDocument('31'),
      included: [
        {
          type: 'layouts',
          id: '2',
          attributes: {
            slug: 'plakat',
            name: 'Plakát',
            description: 'Tisk na plakátový papír.',
            min_side_mm: 200,
            max_side_mm: 1000,
            sizes: [{ width_mm: 400, height_mm: 300, price: 25900 }],
            custom_price: { base: 500, per_square_metre: 99000 },
            currency: 'CZK',
            production_days: 2,
            edge_mm: 0,
          },
          relationships: {
            papers: {
              data: [
                { type: 'papers', id: '5' },
                { type: 'papers', id: '404' },
              ],
            },
          },
        },
        {
          type: 'papers',
          id: '5',
          attributes: {
            slug: 'matny',
            name: 'Matný',
            description: 'Bez odlesků.',
            surcharge_percent: 10,
          },
        },
      ],
    }
    expect(reshapeLayouts(document)).toEqual([
      {
        apiId: '2',
        slug: 'plakat',
        name: 'Plakát',
        description: 'Tisk na plakátový papír.',
        minSideMm: 200,
        maxSideMm: 1000,
        sizes: [{ widthMm: 400, heightMm: 300, price: 25900 }],
        customSizes: true,
        customPrice: { base: 500, perSquareMetre: 99000 },
        currency: 'CZK',
        productionDays: 2,
        edgeMm: 0,
        // A paper the document does not include is left out rather than shown empty.
        papers: [
          {
            apiId: '5',
            slug: 'matny',
            name: 'Matný',
            description: 'Bez odlesků.',
            surchargePercent: 10,
          },
        ],
      },
    ])
  })

  it('offers no custom size where the API gives no custom price', () => {
    const document = {
      ...imageDocument('31'),
      included: [
        {
          type: 'layouts',
          id: '3',
          attributes: { name: 'Plátno', sizes: [], custom_price: null, currency: 'CZK' },
        },
      ],
    }
    expect(reshapeLayouts(document)).toMatchObject([
      { apiId: '3', customSizes: false, customPrice: null },
    ])
  })
})
