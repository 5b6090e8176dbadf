import { catalogueIndex } from '../../node/catalogue-index'
import { tabsFromCategories } from '../top-bar/use-category-tabs'
import { mediaRenditionUrl } from '../../lib/media'
import { breadcrumbList, jsonLdText, productJsonLd } from '../../features/catalogue/structured-data'

describe('catalogueIndex', () => {
  const image = (apiId: string, categories: string[], subcategories: string[]) => ({
    apiId,
    categories: categories.map((id) => ({ apiId: id })),
    subcategories: subcategories.map((id) => ({ apiId: id })),
  })
  const index = catalogueIndex({
    categories: {
      nodes: [
        { apiId: '1', slug: 'priroda' },
        { apiId: '2', slug: 'prazdna' },
      ],
    },
    subcategories: {
      nodes: [{ apiId: '10', slug: 'hory', category: { apiId: '1', slug: 'priroda' } }],
    },
    images: {
      nodes: [image('7', ['1'], ['10']), image('3', ['1'], []), image('5', ['1'], ['10'])],
    },
  })

  it('lists each category and subcategory in popularity order, with the first as cover', () => {
    expect(index.categories).toEqual([
      { apiId: '1', slug: 'priroda', imageIds: ['7', '3', '5'], coverId: '7' },
      { apiId: '2', slug: 'prazdna', imageIds: [], coverId: undefined },
    ])
    expect(index.subcategories).toEqual([
      { apiId: '10', slug: 'hory', categorySlug: 'priroda', imageIds: ['7', '5'] },
    ])
  })

  it('relates a product to its subcategory first, then its category, never itself', () => {
    expect(index.images.find((entry) => entry.apiId === '5')?.relatedIds).toEqual(['7', '3'])
  })

  it('shows the related products most popular first, whichever list they came from', () => {
    const related = catalogueIndex({
      categories: { nodes: [{ apiId: '1', slug: 'priroda' }] },
      subcategories: { nodes: [{ apiId: '10', slug: 'hory', category: null }] },
      images: {
        nodes: [image('3', ['1'], []), image('7', ['1'], ['10']), image('5', ['1'], ['10'])],
      },
    }).images.find((entry) => entry.apiId === '5')?.relatedIds
    expect(related).toEqual(['3', '7'])
  })
})

describe('tabsFromCategories', () => {
  it('groups one language into tabs in the given order', () => {
    const node = (apiId: string, language: string, name: string) => ({
      apiId,
      language,
      name,
      slug: `s${apiId}`,
      shortName: `n${apiId}`,
    })
    expect(
      tabsFromCategories(
        [
          node('1', 'cs', 'FOTO'),
          node('1', 'en', 'FOTO'),
          node('2', 'cs', 'ILUSTRACE'),
          node('3', 'cs', 'FOTO'),
        ],
        'cs',
      ),
    ).toEqual([
      {
        name: 'FOTO',
        categories: [
          { id: '1', slug: 's1', shortName: 'n1' },
          { id: '3', slug: 's3', shortName: 'n3' },
        ],
      },
      { name: 'ILUSTRACE', categories: [{ id: '2', slug: 's2', shortName: 'n2' }] },
    ])
  })
})

describe('media URL builder', () => {
  it('asks for a width the endpoint renders, in gatsby-plugin-image’s format', () => {
    expect(mediaRenditionUrl({ mediaUrl: 'http://api.test/v1/media/5' }, 700, 'webp')).toBe(
      'http://api.test/v1/media/5/750.webp',
    )
    expect(mediaRenditionUrl({ mediaUrl: 'http://api.test/v1/media/5' }, 700, 'auto')).toBe(
      'http://api.test/v1/media/5/750.jpg',
    )
    // Small thumbnails: the smallest width the API renders in that format, never 16, 32 or 48.
    expect(mediaRenditionUrl({ mediaUrl: 'http://api.test/v1/media/5' }, 48, 'webp')).toBe(
      'http://api.test/v1/media/5/96.webp',
    )
    expect(mediaRenditionUrl({ mediaUrl: 'http://api.test/v1/media/5' }, 16)).toBe(
      'http://api.test/v1/media/5/64.jpg',
    )
  })
})

describe('structured data', () => {
  it('describes a product with its lowest price as an offer', () => {
    expect(
      productJsonLd({
        name: 'Hory',
        description: 'Popis',
        url: 'https://shop.test/produkt/5',
        image: 'http://api.test/v1/media/5/1200.jpg',
        sku: '5',
        fromPrice: 120000,
        currency: 'CZK',
      }).offers,
    ).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '1200.00', priceCurrency: 'CZK' })
  })

  it('numbers breadcrumbs and cannot close its script element early', () => {
    const list = breadcrumbList([
      { name: 'Úvod', url: 'https://shop.test/' },
      { name: '</script><b>', url: 'https://shop.test/kategorie' },
    ])
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2])
    expect(jsonLdText(list)).not.toContain('</script>')
    expect(JSON.parse(jsonLdText(list))).toEqual(list)
  })
})
