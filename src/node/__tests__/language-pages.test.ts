/**
 * @jest-environment node
 */
import type { Actions, CreatePageArgs, Page } from 'gatsby'
import { onCreatePage } from '../language-pages'

/** The pages Gatsby ends up with after the site has seen a page of src/pages. */
async function pagesOf(page: Page): Promise<Page[]> {
  const pages = new Map<string, Page>([[page.path, page]])
  const actions = {
    // Gatsby adds the leading slash the plugin leaves out of its copies' paths.
    createPage: (created: Page) => {
      const path = created.path.startsWith('/') ? created.path : `/${created.path}`
      pages.set(path, { ...created, path })
    },
    deletePage: (gone: Page) => void pages.delete(gone.path),
  } as unknown as Actions
  await (onCreatePage as (args: CreatePageArgs) => Promise<void>)({
    page,
    actions,
  } as unknown as CreatePageArgs)
  return [...pages.values()]
}

type I18nContext = { language: string; i18n: { originalPath: string; routed: boolean } }

describe('pages of src/pages in every language', () => {
  it('are Czech at the root and Slovak, German and English under their prefix', async () => {
    const pages = await pagesOf({
      path: '/kontakt',
      component: '/site/src/pages/kontakt.tsx',
      context: {},
    })
    expect(
      pages.map((page) => {
        const { language, i18n } = page.context as I18nContext
        return [page.path, language, i18n.originalPath, i18n.routed]
      }),
    ).toEqual([
      ['/kontakt', 'cs', '/kontakt', false],
      ['/sk/kontakt', 'sk', '/kontakt', true],
      ['/de/kontakt', 'de', '/kontakt', true],
      ['/en/kontakt', 'en', '/kontakt', true],
    ])
    expect(pages.map((page) => page.matchPath)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('match a client-only address with one language prefix', async () => {
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

  it('keep one 404 page, in Czech, for every language', async () => {
    const pages = await pagesOf({ path: '/404', component: '/site/src/pages/404.tsx', context: {} })
    expect(pages.map((page) => page.path)).toEqual(['/404'])
  })

  it('leave a page that already has its languages alone (the catalogue pages)', async () => {
    const page = {
      path: '/en/produkt/7',
      component: '/site/src/templates/product.tsx',
      context: { language: 'en', i18n: { language: 'en', originalPath: '/produkt/7' } },
    }
    expect(await pagesOf(page)).toEqual([page])
  })
})
