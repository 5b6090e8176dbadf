/**
 * @jest-environment node
 */
import { builtPages } from '../built-pages'

describe('builtPages', () => {
  it("gives Gatsby's pages in memory and the site's address without its trailing slash", () => {
    const image = { path: '/produkt/7', context: { i18n: { originalPath: '/produkt/7' } } }
    const store = {
      getState: () => ({
        pages: new Map([[image.path, image]]),
        config: { siteMetadata: { siteUrl: 'https://www.obrazarna.cz/' } },
      }),
    }
    const { pages, siteUrl } = builtPages(store)
    expect([...pages]).toEqual([image])
    expect(siteUrl).toBe('https://www.obrazarna.cz')
  })

  it('gives an empty address when the site has none', () => {
    const store = { getState: () => ({ pages: new Map(), config: {} }) }
    expect(builtPages(store).siteUrl).toBe('')
  })
})
