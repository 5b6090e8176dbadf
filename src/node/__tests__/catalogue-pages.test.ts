/**
 * @jest-environment node
 */
import { onCreatePage as pluginOnCreatePage } from 'gatsby-plugin-react-i18next/dist/plugin/onCreatePage'
import { defaultLanguage, languages } from '../../config/languages'
import { inEveryLanguage } from '../catalogue-pages'

// The plugin's typings want Gatsby's whole helper set; it uses page and the two actions.
const onCreatePage = pluginOnCreatePage as unknown as (
  args: { page: unknown; actions: { createPage: unknown; deletePage: unknown } },
  options: unknown,
) => Promise<void>

describe('inEveryLanguage', () => {
  it('makes the pages gatsby-plugin-react-i18next would make of a Czech page', async () => {
    const page = {
      path: '/produkt/7',
      component: '/site/src/templates/product.tsx',
      context: { imageId: '7', relatedIds: ['3', '5'] },
    }
    const made: Array<typeof page> = []
    const deleted: Array<typeof page> = []
    await onCreatePage(
      {
        page,
        actions: {
          createPage: (created: typeof page) => made.push(created),
          deletePage: (gone: typeof page) => deleted.push(gone),
        },
      },
      { languages: [...languages], defaultLanguage, plugins: [] },
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
    await onCreatePage(
      {
        page: ours[1],
        actions: { createPage: (created: typeof page) => made.push(created), deletePage: () => {} },
      },
      { languages: [...languages], defaultLanguage, plugins: [] },
    )
    expect(made).toHaveLength(before)
  })
})
