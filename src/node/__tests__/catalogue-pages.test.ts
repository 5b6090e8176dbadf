/**
 * @jest-environment node
 */
import type { Page } from 'gatsby'
import { languageCopies } from '../../../plugins/gatsby-plugin-shop-i18next/node'
import { defaultLanguage, languages } from '../../config/languages'
import { createPages, inEveryLanguage } from '../catalogue-pages'
import type { CatalogueSource } from '../catalogue-index'

describe('inEveryLanguage', () => {
  it('makes the pages gatsby-plugin-react-i18next would make of a Czech page', async () => {
    const page = {
      path: '/produkt/7',
      component: '/site/src/templates/product.tsx',
      context: { imageId: '7', relatedIds: ['3', '5'] },
    }
    const options = { languages: [...languages], defaultLanguage }
    const made: Page[] = []
    const deleted: Page[] = []
    await languageCopies(
      page,
      {
        createPage: (created) => made.push(created),
        deletePage: (gone) => deleted.push(gone),
      },
      options,
    )
    const ours = inEveryLanguage(page)
    expect(deleted).toEqual([page])
    expect(ours.map((localized) => localized.path)).toEqual([
      '/produkt/7',
      '/sk/produkt/7',
      '/de/produkt/7',
      '/en/produkt/7',
    ])
    // Gatsby adds the leading slash the plugin leaves out of a routed page's path.
    const normalized = made.map((created) => ({
      ...created,
      path: created.path.startsWith('/') ? created.path : `/${created.path}`,
      matchPath: undefined,
    }))
    expect(ours.map((localized) => ({ ...localized, matchPath: undefined }))).toEqual(normalized)
    // The plugin leaves pages that already have their language alone.
    const before = made.length
    await languageCopies(
      ours[1]!,
      { createPage: (created) => made.push(created), deletePage: () => {} },
      options,
    )
    expect(made).toHaveLength(before)
  })
})

const catalogue = (...images: Array<[string, string[]]>): CatalogueSource => ({
  categories: { nodes: [{ apiId: 'c1', slug: 'priroda' }] },
  subcategories: {
    nodes: [
      { apiId: 's1', slug: 'jezera', category: { apiId: 'c1', slug: 'priroda' } },
      { apiId: 's2', slug: 'hory', category: { apiId: 'c1', slug: 'priroda' } },
    ],
  },
  images: {
    nodes: images.map(([apiId, subcategories]) => ({
      apiId,
      categories: [{ apiId: 'c1' }],
      subcategories: subcategories.map((id) => ({ apiId: id })),
    })),
  },
})

/** The pages one `createPages` run creates for this catalogue. */
async function pagesOf(source: CatalogueSource): Promise<Page[]> {
  const created: Page[] = []
  const args = {
    graphql: async () => ({ data: source }),
    actions: { createPage: (page: Page) => created.push(page) },
    reporter: { info: () => {}, panic: (message: string) => Promise.reject(new Error(message)) },
  }
  await (createPages as unknown as (a: typeof args) => Promise<void>)(args)
  return created
}

describe('createPages', () => {
  // Gatsby queries and renders again only a page whose template or context differs from the last
  // build's (its createPage compares them): the contexts must come out the same for the same catalogue.
  it('creates every page with the same template and context from the same catalogue', async () => {
    const source = catalogue(['1', ['s1']], ['2', ['s1']], ['3', ['s2']])
    const first = await pagesOf(source)
    const second = await pagesOf(structuredClone(source))
    expect(first.length).toBe(languages.length * (1 + 1 + 1 + 2 * 2 + 3))
    expect(second).toEqual(first)
  })

  it('changes only the contexts of the pages that show a moved picture', async () => {
    const before = await pagesOf(catalogue(['1', ['s1']], ['2', ['s1']], ['3', ['s2']]))
    const after = await pagesOf(catalogue(['1', ['s1']], ['2', ['s1']], ['3', ['s1']]))
    const changed = after
      .filter((page, index) => JSON.stringify(page) !== JSON.stringify(before[index]))
      .map((page) => page.path)
      .filter((path) => !path.match(/^\/(sk|de|en)\//))
    expect(changed.length).toBeGreaterThan(0)
    expect(changed.length).toBeLessThan(after.length / languages.length)
    expect(after.map((page) => page.path)).toEqual(before.map((page) => page.path))
  })
})
