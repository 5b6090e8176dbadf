import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { createAccount } from './fixtures/checkout'
import { E2E_API_URL } from './fixtures/config'
import { localized, text, type Language } from './fixtures/locales'
import { expectEveryPictureSeen } from './fixtures/seen'

const t = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, String(value)),
    text(language, 'common', key),
  )

/** The search matches names in the page's language: a word each language's catalogue holds. */
const mountains: Record<Language, string> = { cs: 'hory', sk: 'hory', de: 'berge', en: 'mountains' }

const searchBox = (page: Page, language: Language) =>
  page.getByRole('combobox', { name: t(language, 'topbar.search.label') })

const favouritesLink = (page: Page, language: Language, count: number) =>
  page.getByRole('link', { name: t(language, 'topbar.favourites', { count }), exact: true })

const heart = (page: Page, language: Language, name: string, added: boolean) =>
  page.getByRole('button', {
    name: `${text(language, 'category', added ? 'card.favouriteRemove' : 'card.favouriteAdd')}: ${name}`,
    exact: true,
  })

/**
 * A new shopper registered through the API with the page's own cookies (`page.request` shares the
 * browser context's cookie jar), and the login key the storefront keeps, as a sign-in leaves them.
 */
async function registerThroughApi(page: Page, language: Language) {
  await page.request.get(`${E2E_API_URL}/csrf`)
  const cookies = await page.context().cookies(E2E_API_URL)
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value
  expect(token).toBeTruthy()
  const password = 'Tiskárna-2026'
  const response = await page.request.post(`${E2E_API_URL}/auth/register`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token!), 'Accept-Language': language },
    data: {
      email: `oblibene.${language}.${Date.now()}@example.cz`,
      name: 'Eva Oblíbená',
      password,
      password_confirmation: password,
      phone_number: '+420777123456',
      street: 'Karlova 12',
      city: 'Praha',
      zip: '11000',
      terms_accepted: true,
      remember: true,
    },
  })
  expect(response.status()).toBe(201)
  const user = ((await response.json()) as { data: { id: string } }).data
  await page.evaluate((id) => localStorage.setItem('print-shop.login-key', id), user.id)
}

for (const language of ['cs', 'en'] as const) {
  test.describe(`search in ${language}`, () => {
    test('the top-bar dropdown lists at most 10 results and leads to the product', async ({
      page,
    }) => {
      const found = await apiGet(
        `/images?per_page=10&filter[search]=${mountains[language]}`,
        language,
      )
      expect(found.data.length).toBeGreaterThan(0)
      await page.goto(localized('/', language))
      await hydrated(page)

      const input = searchBox(page, language)
      await expect(input).toHaveAttribute('placeholder', t(language, 'topbar.search.placeholder'))
      await input.fill('h')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await input.fill(mountains[language])
      await expect(input).toHaveAttribute('aria-expanded', 'true')
      const listbox = page.getByRole('listbox', { name: t(language, 'topbar.search.results') })
      const options = listbox.getByRole('option')
      await expect(options).toHaveCount(Math.min(10, found.data.length))
      await expect(options.first()).toHaveText(String(found.data[0]!.attributes.name))
      // The suggestions' styles come with their code: the panel lies over the page.
      await expect(listbox.locator('xpath=..')).toHaveCSS('position', 'absolute')

      // Keyboard: the first option becomes active, Escape closes, typing again reopens.
      await input.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await input.press('Escape')
      await expect(listbox).toBeHidden()
      await page.getByRole('main').click({ position: { x: 5, y: 5 } })
      await input.focus()
      await expect(listbox).toBeVisible()
      await page.getByRole('main').click({ position: { x: 5, y: 5 } })
      await expect(listbox).toBeHidden()

      await input.focus()
      const chosen = found.data[1] ?? found.data[0]!
      await listbox
        .getByRole('option', { name: String(chosen.attributes.name), exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${localized(`/produkt/${chosen.id}`, language)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        String(chosen.attributes.name),
      )
      await expect(listbox).toBeHidden()
    })

    test('submitting goes to the search page with paged results; nonsense finds nothing', async ({
      page,
    }) => {
      const found = await apiGet(
        `/images?per_page=24&filter[search]=${mountains[language]}`,
        language,
      )
      await page.goto(localized('/', language))
      await hydrated(page)

      const input = searchBox(page, language)
      await input.fill(mountains[language])
      await input.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/vyhledavani\\?search=${mountains[language]}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'search', 'resultsFor').replace('{{query}}', mountains[language]),
      )
      await expect(page.getByRole('listbox')).toBeHidden()
      const grid = page.getByRole('main').getByTestId('image-grid')
      await expect(grid.getByRole('listitem')).toHaveCount(found.data.length)
      await expect(
        page.getByText(
          text(language, 'search', 'results').replace('{{count}}', String(found.meta!.total)),
        ),
      ).toBeVisible()

      await input.fill('qxzwvy')
      await expect(
        page.getByRole('banner').getByText(t(language, 'topbar.search.notFound'), { exact: true }),
      ).toBeVisible()
      await input.press('Enter')
      await expect(page).toHaveURL(/\/vyhledavani\?search=qxzwvy$/)
      await expect(
        page.getByRole('main').getByText(text(language, 'search', 'notFound'), { exact: true }),
      ).toBeVisible()
    })
  })
}

test('en: a first visit to the search page asks for its results once, ahead of its scripts', async ({
  page,
}) => {
  const language = 'en'
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/images') && url.searchParams.get('per_page') === '24')
      asked.push(`results ${url.searchParams.get('filter[search]')}`)
    else if (url.pathname.endsWith('.js')) asked.push('script')
  })
  await page.goto(localized(`/vyhledavani?search=${mountains[language]}`, language))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'search', 'resultsFor').replace('{{query}}', mountains[language]),
  )
  const grid = page.getByRole('main').getByTestId('image-grid')
  await expect(grid.getByRole('listitem').first()).toBeVisible()
  await expectEveryPictureSeen(page, grid)
  // The head's inline script asked before any script was requested, and the page took its answer.
  expect(asked.filter((entry) => entry.startsWith('results'))).toEqual([
    `results ${mountains[language]}`,
  ])
  expect(asked[0]).toBe(`results ${mountains[language]}`)

  // Searching again from the page moves client-side and asks once for the new words.
  const input = searchBox(page, language)
  await input.fill('lake')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/vyhledavani\?search=lake$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'search', 'resultsFor').replace('{{query}}', 'lake'),
  )
  await expect(page.getByRole('main').getByRole('status')).not.toHaveText(
    text(language, 'search', 'loading'),
  )
  expect(asked.filter((entry) => entry === 'results lake')).toHaveLength(1)
})

test.describe('favourites', () => {
  test('cs: a signed-in shopper hearts a product, sees the badge and the favourites page, and un-hearts it', async ({
    page,
  }) => {
    const language = 'cs'
    const image = (
      await apiGet(`/images?per_page=1&filter[search]=${mountains[language]}`, language)
    ).data[0]!
    const name = String(image.attributes.name)
    await page.goto('/')
    await registerThroughApi(page, language)
    await page.goto(`/produkt/${image.id}`)
    await hydrated(page)
    // Signed in once the account button shows the shopper.
    await expect(
      page.getByRole('button', { name: t(language, 'account.open', { name: 'Eva Oblíbená' }) }),
    ).toBeVisible()
    await expect(favouritesLink(page, language, 0)).toBeVisible()

    await heart(page, language, name, false).click()
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText(t(language, 'favourites.added'))).toBeVisible()
    await expect(favouritesLink(page, language, 1)).toBeVisible()
    await expect(favouritesLink(page, language, 1).getByTestId('badge')).toHaveText('1')

    // The heart stays red after a reload: it comes from the API's list.
    await page.reload()
    await hydrated(page)
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')

    await favouritesLink(page, language, 1).click()
    await expect(page).toHaveURL(/\/oblibene-produkty$/)
    const grid = page.getByRole('list', { name: text(language, 'favourites', 'title') })
    await expect(grid.getByRole('link', { name, exact: true })).toBeVisible()

    await heart(page, language, name, true).click()
    await expect(page.getByText(t(language, 'favourites.removed'))).toBeVisible()
    await expect(favouritesLink(page, language, 0)).toBeVisible()
    await expect(page.getByText(text(language, 'favourites', 'empty'))).toBeVisible()
  })

  test('en: a visitor’s heart opens the sign-in dialog and is saved once they sign in, with one toast', async ({
    page,
  }) => {
    const language = 'en'
    const account = await createAccount(language)
    const image = (
      await apiGet(`/images?per_page=1&filter[search]=${mountains[language]}`, language)
    ).data[0]!
    const name = String(image.attributes.name)
    await page.goto(localized(`/produkt/${image.id}`, language))
    await hydrated(page)
    await heart(page, language, name, false).click()
    await expect(page.getByText(t(language, 'favourites.signInToSave'))).toBeVisible()
    const dialog = page.getByRole('dialog', { name: t(language, 'auth.signIn.title') })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/modal=sign-in/)
    await expect(heart(page, language, name, false)).toHaveAttribute('aria-pressed', 'false')

    await dialog.getByLabel(t(language, 'auth.fields.email')).fill(account.email)
    await dialog
      .getByLabel(t(language, 'auth.fields.password'), { exact: true })
      .fill(account.password)
    await dialog
      .getByRole('button', { name: t(language, 'auth.signIn.submit'), exact: true })
      .click()
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')
    await expect(favouritesLink(page, language, 1)).toBeVisible()
    // One toast says both: signed in, and the picture saved; no red one beside it.
    await expect(page.getByText(t(language, 'favourites.savedAfterSignIn'))).toBeVisible()
    await expect(page.getByText(t(language, 'alerts.success.login'))).toBeHidden()
    await expect(page.getByText(t(language, 'favourites.signInToSave'))).toBeHidden()
    await expect(page.getByText(t(language, 'general.login_first'))).toBeHidden()
  })

  test('en: the favourites page explains to a visitor and offers to sign in', async ({ page }) => {
    const language = 'en'
    await page.goto(localized('/oblibene-produkty', language))
    await hydrated(page)
    await expect(page).toHaveURL(/\/en\/oblibene-produkty$/)
    await expect(page.getByText(text(language, 'favourites', 'signedOut'))).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('button', { name: text(language, 'favourites', 'signIn') })
      .click()
    await expect(page.getByRole('dialog', { name: t(language, 'auth.signIn.title') })).toBeVisible()
  })
})
