/**
 * @jest-environment node
 */
import { CatalogueSourceError, documentKey, fetchAllPages } from '../fetch'
import { resourceToNode, type CatalogueNode, type JsonApiDocument } from '../jsonapi'
import { loadCatalogue } from '../source'
import { API, fakeApi, helpers } from '../testing/fake-api'

const byType = (nodes: CatalogueNode[], type: string) =>
  nodes.filter((node) => node.internal.type === type)

/** Reads a five-picture catalogue in two languages, recording every document as the rebuild does. */
async function recordReading() {
  const options = { apiUrl: API, languages: ['cs', 'en'], perPage: 2 }
  const recorded = new Map<string, JsonApiDocument>()
  const read = await loadCatalogue(
    {
      ...options,
      fetch: fakeApi({ images: 5 }).fetch,
      onDocument: (path, language, document) => recorded.set(documentKey(language, path), document),
    },
    helpers,
  )
  return { options, recorded, read }
}

describe('resourceToNode', () => {
  it('turns attributes into camelCase fields and relationships into linked node ids', () => {
    const node = resourceToNode(
      {
        type: 'images',
        id: '7',
        attributes: {
          name: 'Hory',
          from_price: 1200,
          is_favorite: true,
          sizes: [{ width_mm: 100 }],
        },
        relationships: {
          categories: { data: [{ type: 'categories', id: '1' }] },
          subcategories: { data: [] },
          owner: { data: { type: 'users', id: '5' } },
        },
      },
      'sk',
      helpers,
    )
    expect(node).toMatchObject({
      id: 'node:print-shop:sk:images:7',
      apiId: '7',
      language: 'sk',
      name: 'Hory',
      fromPrice: 1200,
      sizes: [{ widthMm: 100 }],
      categories: ['node:print-shop:sk:categories:1'],
      subcategories: [],
      // A user is not part of the catalogue: no dangling link.
      owner: null,
      internal: { type: 'PrintShopImage' },
    })
    // Whether this visitor likes it is not catalogue data.
    expect(node).not.toHaveProperty('isFavorite')
  })

  it('changes the content digest only when the content changes', () => {
    const resource = { type: 'papers', id: '1', attributes: { name: 'Lesklý' } }
    const digest = (name: string) =>
      resourceToNode({ ...resource, attributes: { name } }, 'cs', helpers).internal.contentDigest
    expect(digest('Lesklý')).toBe(digest('Lesklý'))
    expect(digest('Matný')).not.toBe(digest('Lesklý'))
  })
})

describe('fetchAllPages', () => {
  it('reads every page that meta.last_page announces, in order', async () => {
    const api = fakeApi({ images: 23 })
    const images = await fetchAllPages({ apiUrl: API, fetch: api.fetch }, '/images', 'cs', 5)
    expect(images.map((image) => image.id)).toEqual(
      Array.from({ length: 23 }, (_, index) => String(index + 1)),
    )
    const pages = api.calls.map((call) => new URL(call.url).searchParams.get('page'))
    expect(pages.sort()).toEqual(['1', '2', '3', '4', '5'])
  })
})

describe('loadCatalogue', () => {
  it('reads every resource in every language with Accept-Language and links the nodes', async () => {
    const api = fakeApi({ images: 7 })
    const { nodes } = await loadCatalogue(
      { apiUrl: API, fetch: api.fetch, languages: ['cs', 'en'], perPage: 3, popularCount: 4 },
      helpers,
    )
    expect(new Set(api.calls.map((call) => call.language))).toEqual(new Set(['cs', 'en']))
    const categories = byType(nodes, 'PrintShopCategory')
    expect(categories.map((node) => [node.language, node.title])).toEqual([
      ['cs', 'Příroda'],
      ['en', 'Nature'],
    ])
    expect(categories[1]).toMatchObject({
      subcategories: ['node:print-shop:en:subcategories:10'],
    })
    const images = byType(nodes, 'PrintShopImage').filter((node) => node.language === 'en')
    expect(images).toHaveLength(7)
    expect(images.map((node) => node.rank)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(images[0]).toMatchObject({ fromPrice: 50, currency: 'EUR' })
    expect(byType(nodes, 'PrintShopPopularProduct')).toHaveLength(8)
    expect(byType(nodes, 'PrintShopHomepageCategory')[0]).toMatchObject({
      kind: 'promoted',
      category: 'node:print-shop:cs:categories:1',
      image: 'node:print-shop:cs:images:2',
    })
    expect(byType(nodes, 'PrintShopCarouselItem')[0]).toMatchObject({
      buttonLabel: 'Více',
      image: 'node:print-shop:cs:images:3',
    })
    expect(byType(nodes, 'PrintShopLayout')[0]).toMatchObject({
      sizes: [{ widthMm: 100, heightMm: 150, price: 1200 }],
      customPrice: { base: 200, perSquareMetre: 147_000 },
      customSizes: true,
      rank: 0,
      papers: ['node:print-shop:cs:papers:3'],
    })
    // The one price a product page shows before the live API answers, per language.
    expect(byType(nodes, 'PrintShopStartingPrice')).toEqual([
      expect.objectContaining({
        language: 'cs',
        layoutApiId: '1',
        widthMm: 100,
        heightMm: 150,
        price: 1200,
        paperApiId: '3',
        surchargePercent: 0,
      }),
      expect.objectContaining({ language: 'en', layoutApiId: '1', paperApiId: '3' }),
    ])
    // Delivery methods in each language's currency, in the API's order.
    expect(
      byType(nodes, 'PrintShopDeliveryMethod').map((node) => [
        node.language,
        node.slug,
        node.price,
        node.currency,
        node.rank,
      ]),
    ).toEqual([
      ['cs', 'zasilkovna', 79_00, 'CZK', 0],
      ['cs', 'dpd-eu', 79_00, 'CZK', 1],
      ['en', 'zasilkovna', 3_20, 'EUR', 0],
      ['en', 'dpd-eu', 3_20, 'EUR', 1],
    ])
    expect(byType(nodes, 'PrintShopDeliveryMethod')[1]).toMatchObject({
      freeFrom: 1500_00,
      excludedCountries: ['CZ', 'SK'],
      transitDays: 2,
    })
    // The shop's facts: one node, read once, in the first language, with camelCase fields.
    expect(byType(nodes, 'PrintShopFacts')).toEqual([
      expect.objectContaining({
        language: 'cs',
        companyName: 'Obrazárna s.r.o.',
        bankAccounts: {
          czk: { holder: 'Obrazárna s.r.o.', account: '2801234578/2010' },
          eur: { holder: 'Obrazárna s.r.o.', account: null },
        },
        printQuality: { goodDpi: 200, acceptableDpi: 120 },
        ownPhotos: { maxMegabytes: 100, keepDays: 30 },
      }),
    ])
    expect(api.calls.filter((call) => new URL(call.url).pathname === '/v1/shop')).toHaveLength(1)
    // Every node id is unique across languages.
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length)
  })

  it('gives the same digest for the same catalogue and another for a changed one', async () => {
    const options = { apiUrl: API, languages: ['cs'] }
    const first = await loadCatalogue({ ...options, fetch: fakeApi({ images: 3 }).fetch }, helpers)
    const again = await loadCatalogue({ ...options, fetch: fakeApi({ images: 3 }).fetch }, helpers)
    const changed = await loadCatalogue(
      { ...options, fetch: fakeApi({ images: 4 }).fetch },
      helpers,
    )
    expect(again.digest).toBe(first.digest)
    expect(changed.digest).not.toBe(first.digest)
    // `npm run rebuild` computes it without Gatsby's node ids: it must come out the same.
    const otherIds = await loadCatalogue(
      { ...options, fetch: fakeApi({ images: 3 }).fetch },
      { ...helpers, createNodeId: (key) => `other:${key}` },
    )
    expect(otherIds.digest).toBe(first.digest)
  })

  it('builds from a recorded reading without asking the API again, with the same nodes and digest', async () => {
    const { options, recorded, read } = await recordReading()
    const unreachable = fakeApi({ failing: { '/images': 500, '/categories': 500 } })
    const replayed = await loadCatalogue(
      { ...options, fetch: unreachable.fetch, recorded },
      helpers,
    )
    expect(unreachable.calls).toEqual([])
    expect(replayed.digest).toBe(read.digest)
    expect(replayed.nodes).toEqual(read.nodes)
    // A reading that lacks a document falls back to the API for it.
    recorded.delete(documentKey('en', '/subcategories'))
    await expect(
      loadCatalogue({ ...options, fetch: unreachable.fetch, recorded }, helpers),
    ).resolves.toMatchObject({ digest: read.digest })
    expect(unreachable.calls).toEqual([{ url: `${API}/subcategories`, language: 'en' }])
  })

  it('takes the digest the reader made of a whole recording, and makes its own otherwise', async () => {
    const { options, recorded, read } = await recordReading()
    const api = fakeApi({ images: 5 })
    const replay = () =>
      loadCatalogue(
        { ...options, fetch: api.fetch, recorded, recordedDigest: 'made by the rebuild' },
        helpers,
      )
    await expect(replay()).resolves.toMatchObject({ digest: 'made by the rebuild' })
    // One document read from the API instead: the recorded digest no longer covers the reading.
    recorded.delete(documentKey('cs', '/categories?filter[frontend_client]=spa'))
    await expect(replay()).resolves.toMatchObject({ digest: read.digest })
    expect(api.calls).toHaveLength(1)
  })

  it('fails with the URL and status when the API answers with an error', async () => {
    const api = fakeApi({ failing: { '/images': 500 } })
    const load = loadCatalogue({ apiUrl: API, fetch: api.fetch, languages: ['cs'] }, helpers)
    await expect(load).rejects.toThrow(CatalogueSourceError)
    await expect(load).rejects.toThrow(`GET ${API}/images?per_page=100&page=1 (cs) with 500`)
  })

  it('fails with a clear message when the API cannot be reached', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed', {
        cause: new Error('connect ECONNREFUSED 127.0.0.1:4999'),
      })
    }
    await expect(
      loadCatalogue(
        { apiUrl: 'http://localhost:4999/v1', fetch: refused, languages: ['cs'] },
        helpers,
      ),
    ).rejects.toThrow(
      'could not be reached: GET http://localhost:4999/v1/categories?filter[frontend_client]=spa (cs) failed: connect ECONNREFUSED',
    )
  })

  it('refuses to publish an empty shop', async () => {
    const api = fakeApi({ images: 0 })
    await expect(
      loadCatalogue({ apiUrl: API, fetch: api.fetch, languages: ['cs'] }, helpers),
    ).rejects.toThrow('has no images in cs: refusing to publish an empty shop')
  })
})
