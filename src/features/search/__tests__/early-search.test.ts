/** @jest-environment jsdom */
import { env } from '../../../config/env'
import { readHeaders } from '../../../lib/api-client'
import { picturePreload } from '../../../lib/media'
import { CARD_MAX_WIDTH, CARD_SIZES, reshapeImage, type ImagesDocument } from '../../catalogue'
import { searchImages } from '../api/search-images'
import { EARLY_SEARCH_DATA_ID, searchResultsPath, takeEarlySearch } from '../early-search'
import {
  EARLY_SEARCH_SCRIPT,
  earlySearchSettings,
  firstResultsPictures,
} from '../early-search-script'
import { jsonText } from '../../../../plugins/gatsby-plugin-build-scale/page'
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

/** A first visit to `address`: the browser parses the head's data and runs its inline script. */
function visit(address: string, language: 'cs' | 'en' = 'cs', pictures = firstResultsPictures()) {
  window.history.replaceState({}, '', address)
  document.getElementById(EARLY_SEARCH_DATA_ID)?.remove()
  const data = document.createElement('script')
  data.type = 'application/json'
  data.id = EARLY_SEARCH_DATA_ID
  data.textContent = jsonText(earlySearchSettings(language, env.apiUrl, pictures))
  document.head.append(data)
  new Function(EARLY_SEARCH_SCRIPT)()
}

/**
 * A picture of the results, `width` pixels wide, with the API's renditions unless `mediaUrl` is null
 * (a provider's answer, outside our API's contract): only the attributes the cards read.
 */
const picture = (
  id: string,
  width: number,
  mediaUrl: string | null = `${env.apiUrl}/media/${id}`,
) =>
  ({
    type: 'images',
    id,
    attributes: {
      name: `Obraz ${id}`,
      from_price: 12000,
      currency: 'CZK',
      media_url: mediaUrl,
      url: `${env.apiUrl}/media/${id}/1080.jpg`,
      width,
      height: 600,
    },
  }) as unknown as ImagesDocument['data'][number]

/** The API answers `document` (a body that can be read twice, as a fetch Response's clone is). */
function serveDocument(document: ImagesDocument) {
  const answer = () => ({ status: 200, ok: true, text: async () => JSON.stringify(document) })
  global.fetch = jest.fn(async () => ({
    ...answer(),
    clone: () => ({ ...answer(), json: async () => document }),
  })) as unknown as typeof fetch
}

/** The preloads the head script has added, as `picturePreload` describes them. */
function preloads() {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    type: link.getAttribute('type'),
    srcSet: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
  }))
}

/** Each preload's `fetchpriority` (null: the browser's own for an image, low). */
function priorities() {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('fetchpriority'),
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove())
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

    const page = await searchImages('hory', { page: 2, perPage: 24 }, 'cs')
    expect(page.images.map((image) => image.apiId)).toEqual(['31'])
    expect(calls).toHaveLength(1)
    // Only once: the next search asks the API itself.
    await searchImages('hory', { page: 2, perPage: 24 }, 'cs')
    expect(calls).toHaveLength(2)
  })

  it('asks for nothing without words', () => {
    const calls = serve()
    visit('/vyhledavani')
    visit('/vyhledavani?search=%20%20')
    expect(calls).toHaveLength(0)
  })

  it('leaves filtered results to the page: it would draw the unfiltered ones', () => {
    const calls = serve()
    visit('/vyhledavani?search=hory&orientace=portrait')
    visit('/vyhledavani?search=hory&barvy=000000')
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
    await searchImages('hory', { perPage: 10 }, 'cs')
    await searchImages('hory', { perPage: 24 }, 'en')
    await searchImages('les', { perPage: 24 }, 'cs')
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
    const page = await searchImages('hory', { perPage: 24 }, 'cs')
    expect(page.total).toBe(1)
    expect(calls).toHaveLength(2)
  })

  it("preloads the first screen's pictures, the renditions their cards ask for", async () => {
    const results = {
      data: [
        picture('1', 2000),
        picture('2', 500),
        // Without the API's renditions, or narrower than every card width: the card shows its plain url.
        picture('3', 2000, null),
        picture('4', 200),
        picture('5', 1200),
        picture('6', 1200),
      ],
    }
    serveDocument(results)
    visit('/vyhledavani?search=hory')
    await settle()
    await settle()
    const cards = results.data.map((resource) => reshapeImage(resource, 'cs'))
    const expected = [cards[0]!, cards[1]!].map((card) =>
      picturePreload(card, CARD_SIZES, { largest: CARD_MAX_WIDTH }),
    )
    expect(expected.every((preload) => preload?.type === 'image/avif')).toBe(true)
    expect(preloads()).toEqual(expected)
    // The first card's picture is the page's largest: asked for first, as its card asks.
    expect(priorities()).toEqual(['high', null])
    // The page's own call still reads the whole answer.
    const page = await searchImages('hory', { perPage: 24 }, 'cs')
    expect(page.images).toHaveLength(6)
  })

  it('asks for no picture first on a later page, where the cards load as they near the screen', async () => {
    serveDocument({ data: [picture('1', 2000), picture('2', 500)] })
    visit(searchPageAddress('hory', 2))
    await settle()
    await settle()
    expect(priorities()).toEqual([null, null])
  })

  it('preloads nothing when the pictures come from an image URL template', async () => {
    serveDocument({ data: [picture('1', 2000)] })
    expect(firstResultsPictures('https://cdn.example/{id}/{width}.{format}')).toBeNull()
    visit('/vyhledavani?search=hory', 'cs', null)
    await settle()
    await settle()
    expect(preloads()).toEqual([])
  })

  it('preloads nothing when the API refused the search', async () => {
    global.fetch = jest.fn(async () => ({
      status: 429,
      ok: false,
      text: async () => '{}',
      clone: () => ({ json: async () => ({ data: [picture('1', 2000)] }) }),
    })) as unknown as typeof fetch
    visit('/vyhledavani?search=hory')
    await settle()
    await settle()
    expect(preloads()).toEqual([])
  })
})
