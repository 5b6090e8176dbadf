import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { images } from '../../src/db/schema.js'
import { build } from '../helper.js'

const testApp = await build()
const [{ id } = { id: 0 }] = await testApp.database.db
  .select({ id: images.id })
  .from(images)
  .where(eq(images.hidden, false))
  .limit(1)
const usage = () => testApp.app.catalogueCache.usage()

describe('the catalogue reads refuse a query parameter they do not know', () => {
  it('answers 400 naming each unknown parameter, and keeps nothing', async () => {
    const before = usage().entries
    for (const [url, names] of [
      ['/v1/categories?junk=1', ['junk']],
      [
        '/v1/images?page=1&utm_source=x&filter[categroy]=priroda',
        ['utm_source', 'filter[categroy]'],
      ],
      [`/v1/images/${id}?v=2`, ['v']],
      ['/v1/subcategories?sort=name', ['sort']],
      ['/v1/homepage/banners?x=', ['x']],
      ['/v1/homepage/popular_products?per_page=24&include=all', ['include']],
    ] as const) {
      const response = await testApp.visitor().get(url)
      assert.equal(response.statusCode, 400, url)
      assert.equal(response.headers['cache-control'], 'no-store', url)
      const body = response.json<{ message: string; errors: Record<string, string[]> }>()
      assert.equal(body.message, 'Požadavek není platný.', url)
      assert.deepEqual(
        body.errors,
        Object.fromEntries(names.map((name) => [name, ['Tento parametr dotazu neznáme.']])),
        url,
      )
    }
    assert.equal(usage().entries, before, 'no refused answer was kept')
  })

  it('still answers every parameter the storefront and the build send', async () => {
    // src/features/catalogue/api, src/features/search, src/features/auth/api/get-login-screen.ts and
    // plugins/gatsby-source-print-shop/src/source.ts build these.
    for (const url of [
      '/v1/categories?filter[frontend_client]=spa',
      '/v1/subcategories',
      '/v1/images?per_page=100&page=1',
      '/v1/images?per_page=24&page=2&filter[category]=priroda&filter[orientation]=panorama&filter[colors]=ffffff',
      '/v1/images?per_page=1&facets=colors&filter[subcategory]=hory&filter[orientation]=portrait',
      '/v1/images?per_page=10&page=1&filter[search]=hory',
      `/v1/images?filter[id]=${id}&per_page=1`,
      '/v1/images?sort=created_at',
      `/v1/images/${id}`,
      '/v1/homepage/carousel_items',
      '/v1/homepage/banners',
      '/v1/homepage/promoted_categories?filter[frontend_client]=spa',
      '/v1/homepage/recommended_categories?filter[frontend_client]=spa',
      '/v1/homepage/popular_products?per_page=24&page=1',
      '/v1/homepage/login_screens?filter[modal]=sign-in&filter[frontend_client]=spa',
    ]) {
      const response = await testApp.visitor().get(url)
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`)
    }
  })
})

describe('the catalogue cache', () => {
  it('keeps one answer for addresses that differ only in the order or encoding of their parameters', async () => {
    const asked = async (url: string) => {
      const response = await testApp.visitor().get(url)
      assert.equal(response.statusCode, 200, url)
      return String(response.headers.etag)
    }
    const before = usage().entries
    const etag = await asked('/v1/images?page=1&per_page=10&filter[search]=more')
    assert.equal(usage().entries, before + 1)
    for (const url of [
      '/v1/images?filter[search]=more&per_page=10&page=1',
      '/v1/images?filter%5Bsearch%5D=mor%65&per_page=%31%30&page=01',
      '/v1/images?per_page=10&filter[search]=more',
    ])
      assert.equal(await asked(url), etag, url)
    assert.equal(usage().entries, before + 1, 'one entry for all four addresses')

    // The defaults are part of the key: no query is page 1 of 24.
    await asked('/v1/images')
    await asked('/v1/images?per_page=24&page=1')
    assert.equal(usage().entries, before + 2)
  })

  describe('with small caps', async () => {
    const limits = { maxEntries: 5, maxBytes: 6_000 }
    const small = await build({ catalogueCache: limits })

    it('never holds more answers or bytes than its caps, keys counted with the answers', async () => {
      // Long searches that find nothing: answers of a few hundred characters, keys of about as many.
      for (let n = 0; n < 40; n++) {
        const search = `${'hledám obraz '.repeat(15)}${n}`
        const response = await small
          .visitor()
          .get(`/v1/images?filter[search]=${encodeURIComponent(search)}`)
        assert.equal(response.statusCode, 200, response.body)
        const { entries, bytes } = small.app.catalogueCache.usage()
        assert.ok(entries <= limits.maxEntries, `${entries} answers kept`)
        assert.ok(bytes <= limits.maxBytes, `${bytes} bytes kept`)
        // Two bytes a character of the key's search text and of the answer, for each answer kept.
        assert.ok(
          bytes >= entries * 2 * (search.length + response.body.length),
          `${bytes} bytes counted for ${entries} answers of ${response.body.length} characters`,
        )
      }
      // A bigger answer (two pictures) pushes out as many small ones as it needs.
      const page = await small.visitor().get('/v1/images?per_page=2')
      assert.equal(page.statusCode, 200)
      const { entries, bytes } = small.app.catalogueCache.usage()
      assert.ok(bytes <= limits.maxBytes, `${bytes} bytes kept`)
      assert.ok(entries < limits.maxEntries, `${entries} answers kept beside the big one`)
    })
  })
})
