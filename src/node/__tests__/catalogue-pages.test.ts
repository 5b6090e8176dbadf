/**
 * @jest-environment node
 */
import type { Page } from 'gatsby'
import { languageCopies } from '../../../plugins/gatsby-plugin-shop-i18next/node'
import { defaultLanguage, languages } from '../../config/languages'
import { inEveryLanguage } from '../catalogue-pages'

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
