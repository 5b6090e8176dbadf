/**
 * @jest-environment node
 */
import * as React from 'react'
import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { withProviders } from '../../../testing/test-utils'
import { env } from '../../../config/env'
import type { Language } from '../../../config/languages'
import { ImageCard, reshapeImage, type ImagesDocument } from '../../catalogue'
import { jsonText, PICTURE_COMING } from '../../../../plugins/gatsby-plugin-build-scale/page'
import { EarlyResults } from '../components/early-results'
import { EARLY_CARD_ATTRIBUTE, EARLY_RESULTS_ATTRIBUTE } from '../early-cards'
import { EARLY_SEARCH_DATA_ID } from '../early-search'
import {
  EARLY_SEARCH_SCRIPT,
  earlySearchSettings,
  firstResultsPictures,
} from '../early-search-script'

/** A result of the API's search, `width` pixels wide. */
const result = (id: string, name: string, width: number, fromPrice = 123456) => ({
  type: 'images',
  id,
  attributes: {
    name,
    from_price: fromPrice,
    currency: 'CZK',
    media_url: `${env.apiUrl}/media/${id}`,
    url: `${env.apiUrl}/media/${id}/1080.jpg`,
    width,
    height: 900,
    placeholder: 'data:image/webp;base64,UklGRkQAAABXRUJQ',
    colors: ['f8bbd0', '222222'],
  },
})

const answer: ImagesDocument = {
  data: [
    result('61', 'Zelené kopce', 2000),
    result('7', 'Panorama Vysokých Tater při západu slunce nad plesem', 500, 99900),
    result('12', 'Les', 300, 5000),
    result('13', 'Louka', 640),
    result('14', 'Potok', 1200),
  ],
  meta: { total: 5, last_page: 1 },
} as unknown as ImagesDocument

/** The search page as the build renders it: the early-results box with its sample card. */
function builtPage(language: Language): string {
  const settings = earlySearchSettings(language, env.apiUrl, firstResultsPictures(''))
  const box = renderToStaticMarkup(
    withProviders(<EarlyResults label="Vyhledávání" />, { language, originalPath: '/vyhledavani' }),
  )
  return `<!doctype html><html><head><script type="application/json" id="${EARLY_SEARCH_DATA_ID}">${jsonText(settings)}</script></head><body><div id="___gatsby">${box}</div></body></html>`
}

/** A first visit to `address`: the head script runs, the API answers `document`, the page is parsed. */
async function visit(
  address: string,
  document: ImagesDocument,
  language: Language = 'cs',
  decoding?: Promise<void>,
  prepare?: (window: JSDOM['window']) => void,
) {
  const dom = new JSDOM(builtPage(language), {
    url: `http://localhost:8000${address}`,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  })
  const fetches: string[] = []
  Object.assign(dom.window, {
    fetch: async (url: string) => {
      fetches.push(url)
      return {
        ok: true,
        status: 200,
        clone: () => ({ json: async () => document }),
        text: async () => JSON.stringify(document),
      }
    },
  })
  if (decoding) Object.assign(dom.window.HTMLImageElement.prototype, { decode: () => decoding })
  prepare?.(dom.window)
  dom.window.eval(EARLY_SEARCH_SCRIPT)
  await (dom.window as unknown as Record<string, Promise<void> | undefined>)[PICTURE_COMING]
  return { dom, fetches }
}

/** `ImageCard` as React renders `product` on the search page, without its heart. */
function reactCard(
  dom: JSDOM,
  resource: ImagesDocument['data'][number],
  index: number,
  language: Language = 'cs',
) {
  const html = renderToStaticMarkup(
    withProviders(
      <ImageCard
        image={reshapeImage(resource, language)}
        priority={index === 0}
        eager={index < 4}
        headingLevel="h2"
      />,
      { language, originalPath: '/vyhledavani' },
    ),
  )
  const box = dom.window.document.createElement('div')
  box.innerHTML = html
  box.querySelectorAll('article > button, noscript').forEach((element) => element.remove())
  // A picture below the fold the server leaves to the browser to ask for: as it does.
  box.querySelectorAll('[data-src], [data-srcset]').forEach((element) => {
    for (const name of ['src', 'srcset']) {
      const value = element.getAttribute(`data-${name}`)
      if (value === null) continue
      element.removeAttribute(`data-${name}`)
      element.setAttribute(name, value)
    }
  })
  return box.firstElementChild!
}

describe("the search page's early cards", () => {
  it('are drawn from the API answer as ImageCard renders the same results', async () => {
    const { dom } = await visit('/vyhledavani?search=hory', answer)
    const box = dom.window.document.querySelector(`[${EARLY_RESULTS_ATTRIBUTE}]`)!
    expect(box.hasAttribute('hidden')).toBe(false)
    const cards = [...box.querySelectorAll('li')]
    expect(cards.map((card) => card.getAttribute(EARLY_CARD_ATTRIBUTE))).toEqual([
      '61',
      '7',
      '12',
      '13',
      '14',
    ])
    answer.data.forEach((resource, index) => {
      const early = cards[index]!.querySelector('article')!
      const expected = reactCard(dom, resource, index)
      // The same elements and attributes, whatever their order; on a difference, both as text.
      const same = early.isEqualNode(expected)
      expect(same ? '' : `${early.outerHTML}\n≠\n${expected.outerHTML}`).toBe('')
    })
    // A picture as wide as one of the renditions falls back to that one, as gatsby-plugin-image's.
    expect(cards[3]!.querySelector('img[data-main-image]')!.getAttribute('src')).toMatch(
      /\/media\/13\/640\.jpg$/,
    )
    // The sample itself stays in its template: nothing of it is in the page.
    const sample = dom.window.document.querySelector('template')!
    expect(sample.content.querySelectorAll('li')).toHaveLength(1)
    expect(dom.window.document.querySelectorAll('a[href*="early-card"]')).toHaveLength(0)
    const second = cards[1]!
    expect(second.querySelector('h2')).toHaveProperty(
      'textContent',
      'Panorama Vysokých Tater při západu…',
    )
    expect(second.querySelector('p')).toHaveProperty('textContent', 'Od 999,00\u00a0Kč')
    expect(second.querySelector('source')!.getAttribute('srcset')).not.toContain('/640.avif')
    // The heart is React's: the early card has none that would do nothing.
    expect(box.querySelector('button')).toBeNull()
  })

  it('load the first page’s first four pictures at once, the first with high priority, the rest at low', async () => {
    const { dom } = await visit('/vyhledavani?search=hory', answer)
    const pictures = [...dom.window.document.querySelectorAll('img[data-main-image]')]
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ])
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      'low',
    ])
    const later = await visit('/vyhledavani?search=hory&strana=2', answer)
    const laterPictures = later.dom.window.document.querySelectorAll('img[loading="eager"]')
    expect(laterPictures).toHaveLength(0)
  })

  it('know how they load before they have an address: the browser asks for a picture with the priority it has then', async () => {
    // Each attribute set on a card's picture (its <source>s and <img>), in order.
    const sets: { element: Element; name: string }[] = []
    await visit('/vyhledavani?search=hory', answer, 'cs', undefined, (window) => {
      const { setAttribute } = window.Element.prototype
      window.Element.prototype.setAttribute = function (this: Element, name, value) {
        if (this.closest('picture')) sets.push({ element: this.closest('picture')!, name })
        setAttribute.call(this, name, value)
      }
    })
    const pictures = [...new Set(sets.map(({ element }) => element))]
    expect(pictures).toHaveLength(5)
    for (const picture of pictures) {
      const names = sets.filter(({ element }) => element === picture).map(({ name }) => name)
      const firstAddress = Math.min(names.indexOf('srcset'), names.indexOf('src'))
      expect(names.indexOf('loading')).toBeGreaterThanOrEqual(0)
      expect(names.indexOf('loading')).toBeLessThan(firstAddress)
      if (names.includes('fetchpriority'))
        expect(names.indexOf('fetchpriority')).toBeLessThan(firstAddress)
    }
    expect(sets.filter(({ name }) => name === 'fetchpriority')).toHaveLength(2)
  })

  it("promise the page's picture once the first screen's pictures are decoded, not when drawn", async () => {
    let release: () => void = () => undefined
    const decoding = new Promise<void>((resolve) => (release = resolve))
    let promised = false
    const visited = visit('/vyhledavani?search=hory', answer, 'cs', decoding).then((page) => {
      promised = true
      return page
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(promised).toBe(false)
    release()
    const { dom } = await visited
    expect(dom.window.document.querySelectorAll('img[data-main-image]')).toHaveLength(5)
  })

  it('are in the page’s language: its links, its words and its currency', async () => {
    const euros = {
      ...answer,
      data: answer.data.map((resource) => ({
        ...resource,
        attributes: { ...resource.attributes, currency: 'EUR', from_price: 1234567 },
      })),
    } as ImagesDocument
    const { dom } = await visit('/en/vyhledavani?search=hills', euros, 'en')
    const cards = [...dom.window.document.querySelectorAll(`[${EARLY_CARD_ATTRIBUTE}] article`)]
    expect(cards).toHaveLength(euros.data.length)
    euros.data.forEach((resource, index) => {
      const expected = reactCard(dom, resource, index, 'en')
      const same = cards[index]!.isEqualNode(expected)
      expect(same ? '' : `${cards[index]!.outerHTML}\n≠\n${expected.outerHTML}`).toBe('')
    })
    expect(cards[0]!.querySelector('a')!.getAttribute('href')).toBe('/en/produkt/61')
    expect(cards[0]!.querySelector('p')).toHaveProperty('textContent', 'From 12\u00a0345,67\u00a0€')
  })

  it('are not drawn when one result cannot be (no renditions, a picture too small, no price)', async () => {
    for (const odd of [
      null,
      {
        ...result('8', 'Bez médií', 2000),
        attributes: { ...result('8', '', 2000).attributes, media_url: null },
      },
      result('9', 'Drobná', 120),
      {
        ...result('10', 'Bez ceny', 2000),
        attributes: { ...result('10', '', 2000).attributes, from_price: null },
      },
    ]) {
      const { dom } = await visit('/vyhledavani?search=hory', {
        ...answer,
        data: [...answer.data, odd],
      } as unknown as ImagesDocument)
      const box = dom.window.document.querySelector(`[${EARLY_RESULTS_ATTRIBUTE}]`)!
      expect(box.hasAttribute('hidden')).toBe(true)
      expect(box.querySelectorAll(`[${EARLY_CARD_ATTRIBUTE}]`)).toHaveLength(0)
    }
  })

  it('are not drawn for an empty answer or without words', async () => {
    const empty = await visit('/vyhledavani?search=xyz', {
      data: [],
      meta: { total: 0 },
    } as unknown as ImagesDocument)
    expect(empty.dom.window.document.querySelector(`[${EARLY_RESULTS_ATTRIBUTE}]`)).toHaveProperty(
      'hidden',
      true,
    )
    const none = await visit('/vyhledavani', answer)
    expect(none.fetches).toHaveLength(0)
    expect(none.dom.window.document.querySelector(`[${EARLY_RESULTS_ATTRIBUTE}]`)).toHaveProperty(
      'hidden',
      true,
    )
  })
})
