/**
 * @jest-environment node
 */
import type { Actions, CreatePageArgs, Page } from 'gatsby'
import { onCreatePage as pluginOnCreatePage } from 'gatsby-plugin-react-i18next/dist/plugin/onCreatePage'
import { defaultLanguage, languages } from '../../config/languages'
import { onCreatePage } from '../localized-match-paths'

// The plugin's typings want Gatsby's whole helper set; it uses page and the two actions.
const i18nOnCreatePage = pluginOnCreatePage as unknown as (
  args: { page: Page; actions: Pick<Actions, 'createPage' | 'deletePage'> },
  options: unknown,
) => Promise<void>

/** The pages Gatsby ends up with after the plugin and then the site have seen a page. */
async function pagesOf(page: Page): Promise<Page[]> {
  const pages = new Map<string, Page>()
  const actions = {
    createPage: (created: Page) => void pages.set(created.path, created),
    deletePage: (gone: Page) => void pages.delete(gone.path),
  } as unknown as Actions
  await i18nOnCreatePage({ page, actions }, { languages: [...languages], defaultLanguage })
  // The site's own API sees each page the plugin made, as Gatsby calls it.
  const siteOnCreatePage = onCreatePage as (args: CreatePageArgs) => void
  for (const created of [...pages.values()])
    siteOnCreatePage({ page: created, actions } as unknown as CreatePageArgs)
  return [...pages.values()]
}

describe('client-only routes in every language', () => {
  it('match the address with one language prefix', async () => {
    const pages = await pagesOf({
      path: '/profil/moje-objednavky/[id]',
      matchPath: '/profil/moje-objednavky/:id',
      component: '/site/src/pages/profil/moje-objednavky/[id].tsx',
      context: {},
    })
    expect(pages.map((page) => page.matchPath).sort()).toEqual([
      '/de/profil/moje-objednavky/:id',
      '/en/profil/moje-objednavky/:id',
      '/profil/moje-objednavky/:id',
      '/sk/profil/moje-objednavky/:id',
    ])
  })

  it('leave pages without a matchPath alone', async () => {
    const pages = await pagesOf({
      path: '/kontakt',
      component: '/site/src/pages/kontakt.tsx',
      context: {},
    })
    expect(pages.map((page) => page.matchPath)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
