import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { FEEDS } from '../feeds'
import { writeFeeds } from '../write-feeds'
import { sourcedCatalogue } from '../catalogue'
import { catalogueNodes, feedCatalogue, SITE_URL } from '../testing/feed-catalogue'

/**
 * The build's last step, which the scheduled rebuild runs too (scripts/rebuild.ts runs the whole
 * build): every feed is written again from the catalogue the pages were built from.
 */
it('writes every feed into public/ from the catalogue the build read', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'))
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(site)
  const store = {
    getState: () => ({ pages: new Map(), config: { siteMetadata: { siteUrl: `${SITE_URL}/` } } }),
  }
  const info = jest.fn()
  try {
    await writeFeeds({
      ...catalogueNodes(feedCatalogue()),
      reporter: { info },
      store,
    } as unknown as Pick<BuildArgs, 'getNodesByType' | 'getNode' | 'reporter' | 'store'>)
    for (const feed of FEEDS) {
      const xml = fs.readFileSync(path.join(site, 'public', feed.path), 'utf8')
      expect(xml).toContain(
        `${SITE_URL}${feed.language === 'cs' ? '' : `/${feed.language}`}/produkt/7`,
      )
    }
    expect(fs.readdirSync(path.join(site, 'public', 'feeds')).sort()).toEqual([
      'google-cs.xml',
      'google-de.xml',
      'google-en.xml',
      'google-sk.xml',
      'heureka-cz.xml',
      'heureka-sk.xml',
      'zbozi.xml',
    ])
    expect(info).toHaveBeenCalledWith(expect.stringContaining('/feeds/zbozi.xml'))
  } finally {
    cwd.mockRestore()
    fs.rmSync(site, { recursive: true, force: true })
  }
})

it("reads the catalogue from the node store: links followed, each type in the API's order", () => {
  const catalogue = feedCatalogue()
  const read = sourcedCatalogue(catalogueNodes(catalogue))
  expect(read.layouts).toEqual(catalogue.layouts)
  expect(read.deliveryMethods).toEqual(catalogue.deliveryMethods)
  expect(read.facts).toEqual(catalogue.facts)
  expect(read.images.nodes.map(({ apiId, language }) => `${language} ${apiId}`)).toEqual(
    catalogue.images.nodes.map(({ apiId, language }) => `${language} ${apiId}`),
  )
  // A subcategory's category is read by its link, not copied from the picture's.
  const [first] = catalogue.images.nodes
  if (!first) throw new Error('the fixture has no picture')
  expect(read.images.nodes[0]).toEqual({
    ...first,
    subcategories: first.subcategories.map((subcategory) => ({
      ...subcategory,
      category: subcategory.category ? { apiId: subcategory.category.apiId } : null,
    })),
  })
})
