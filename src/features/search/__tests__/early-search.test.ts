import { env } from '../../../config/env'
import { readHeaders } from '../../../lib/api-client'
import { searchProducts } from '../api/search-products'
import { earlySearchScript, searchResultsPath, takeEarlySearch } from '../early-search'
import { searchPageAddress } from '../search-address'

const results = {
  data: [
    {
      type: 'images',
      id: '31',
      attributes: { name: 'Hory', price_from: 12000, currency: 'CZK', width: 100, height: 100 },
    },
  ],
  meta: { total: 1, last_page: 1 },
}

/** The API at the edge: every call answers `results` and is recorded. */
function serve() {
  const calls: { url: string; init: RequestInit }[] = []
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init })
    return { status: 200, ok: true, text: async () => JSON.stringify(results) }
  }) as unknown as typeof fetch
  return calls
}

/** A first visit to `address`: the browser parses the head and runs its inline script. */
function visit(address: string, language: 'cs' | 'en' = 'cs') {
  window.history.replaceState({}, '', address)
  new Function(earlySearchScript(env.apiUrl, language))()
}

afterEach(() => {
  // Whatever a test left behind is not the next test's answer.
  takeEarlySearch(searchResultsPath('hory', 2, 24), 'cs')
  takeEarlySearch(searchResultsPath('hory', 1, 24), 'cs')
})

describe("the search page's head script", () => {
  it("asks for exactly the results the page's first call asks for, and that call takes its answer", async () => {
    const calls = serve()
    visit(`${searchPageAddress(' hory ', 2)}&utm_source=newsletter`)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe(`${env.apiUrl}${searchResultsPath('hory', 2, 24)}`)
    expect(calls[0]!.init).toEqual({ headers: readHeaders('cs'), credentials: 'include' })

    const page = await searchProducts('hory', { page: 2, perPage: 24 }, 'cs')
    expect(page.products.map((product) => product.apiId)).toEqual(['31'])
    expect(calls).toHaveLength(1)
    // Only once: the next search asks the API itself.
    await searchProducts('hory', { page: 2, perPage: 24 }, 'cs')
    expect(calls).toHaveLength(2)
  })

  it('asks for nothing without words', () => {
    const calls = serve()
    visit('/vyhledavani')
    visit('/vyhledavani?search=%20%20')
    expect(calls).toHaveLength(0)
  })

  it('reads a page that is not a number as the first, as the page does', () => {
    const calls = serve()
    visit('/vyhledavani?search=hory&strana=dva')
    expect(calls[0]!.url).toBe(`${env.apiUrl}${searchResultsPath('hory', 1, 24)}`)
  })

  it("is not another call's answer: other words, page size or language ask the API", async () => {
    const calls = serve()
    visit('/vyhledavani?search=hory')
    await searchProducts('hory', { perPage: 10 }, 'cs')
    await searchProducts('hory', { perPage: 24 }, 'en')
    await searchProducts('les', { perPage: 24 }, 'cs')
    expect(calls).toHaveLength(4)
  })

  it('is asked again when its request failed', async () => {
    const calls = serve()
    global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init })
      if (calls.length === 1) throw new TypeError('Failed to fetch')
      return { status: 200, ok: true, text: async () => JSON.stringify(results) }
    }) as unknown as typeof fetch
    visit('/vyhledavani?search=hory')
    const page = await searchProducts('hory', { perPage: 24 }, 'cs')
    expect(page.total).toBe(1)
    expect(calls).toHaveLength(2)
  })
})
