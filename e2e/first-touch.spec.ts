import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { E2E_PORT } from './fixtures/config'
import { localized, text, type Language } from './fixtures/locales'
import { expectEveryPictureSeen } from './fixtures/seen'

/**
 * A first visit whose shopper acts before anything else has happened: the page's scripts are held
 * back at the network, so each click lands on the pre-rendered page before React has started, then
 * they arrive and the page hydrates. Whatever was clicked does what it says.
 */

const common = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, String(value)),
    text(language, 'common', key),
  )

/** Holds the site's scripts until `release()`: what a slow phone network does to a first visit. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  // The site the journeys browse (serve-site.ts on E2E_PORT), not the address it was built for.
  await page.route(
    (url) => url.port === String(E2E_PORT) && url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** Asserts React has not started on the page: the clicks so far landed on the built HTML. */
async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => ({ ...document.documentElement.dataset }))).not.toHaveProperty(
    'hydrated',
  )
  expect(await page.evaluate(() => ({ ...document.documentElement.dataset }))).not.toHaveProperty(
    'hydrating',
  )
}

async function firstImage(language: Language) {
  const [image] = (await apiGet('/images?per_page=1', language)).data
  return { id: image!.id, name: String(image!.attributes.name) }
}

test('cs: a heart clicked before the scripts arrive asks the visitor to sign in once they do', async ({
  page,
}) => {
  const language = 'cs'
  const image = await firstImage(language)
  const release = await holdScripts(page)
  await page.goto(localized(`/produkt/${image.id}`, language))
  const heart = page.getByRole('button', {
    name: `${text(language, 'category', 'card.favouriteAdd')}: ${image.name}`,
    exact: true,
  })
  await heart.click()
  await expectNotHydrated(page)
  release()
  await hydrated(page)
  await expect(page.getByText(common(language, 'favourites.signInToSave'))).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: common(language, 'auth.signIn.title') }),
  ).toBeVisible()
})

test('en: words typed into the search box before the scripts arrive get their suggestions', async ({
  page,
}) => {
  const language = 'en'
  const found = await apiGet('/images?per_page=10&filter[search]=mountains', language)
  const release = await holdScripts(page)
  await page.goto(localized('/', language))
  const input = page.getByRole('combobox', { name: common(language, 'topbar.search.label') })
  await input.click()
  await input.pressSequentially('mountains')
  await expectNotHydrated(page)
  release()
  await hydrated(page)
  await expect(input).toHaveValue('mountains')
  const listbox = page.getByRole('listbox', { name: common(language, 'topbar.search.results') })
  await expect(listbox.getByRole('option').first()).toHaveText(
    String(found.data[0]!.attributes.name),
  )
  await listbox.getByRole('option').first().click()
  await expect(page).toHaveURL(
    new RegExp(`${localized(`/produkt/${found.data[0]!.id}`, language)}$`),
  )
})

test('cs: the basket button clicked before the scripts arrive opens the basket', async ({
  page,
}) => {
  const language = 'cs'
  const release = await holdScripts(page)
  await page.goto(localized('/kategorie/priroda', language))
  const basket = page.getByRole('link', {
    name: common(language, 'topbar.basket', { count: 0 }),
    exact: true,
  })
  await basket.click()
  release()
  await expect(page).toHaveURL(/\/kosik$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('en: the configurator is the first thing used, as soon as it shows, and the basket gets the print', async ({
  page,
}) => {
  const language = 'en'
  const image = await firstImage(language)
  await page.goto(localized(`/produkt/${image.id}`, language))
  const form = page.getByRole('form', {
    name: text(language, 'detail', 'configurator.title'),
  })
  // No wait for hydration or anything else: the configurator is used the moment it is there.
  await form.getByRole('button', { name: text(language, 'detail', 'configurator.add') }).click()
  await expect(
    page.getByText(text(language, 'detail', 'configurator.added').replace('{{name}}', image.name)),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: common(language, 'topbar.basket', { count: 1 }), exact: true }),
  ).toBeVisible()
})

test('cs: a paper chosen in the built configurator before its code arrives is kept and priced', async ({
  page,
}) => {
  const language = 'cs'
  const detailText = (key: string) => text(language, 'detail', `configurator.${key}`)
  const image = await firstImage(language)
  const detail = await apiGet(`/images/${image.id}`, language)
  const included = (detail.included ?? []) as Array<{
    type: string
    id: string
    attributes: Record<string, unknown>
    relationships?: Record<string, { data: Array<{ id: string }> }>
  }>
  await page.goto(localized(`/produkt/${image.id}`, language))
  await hydrated(page)
  // The page has hydrated; the configurator's code, asked for at the shopper's first sign, waits.
  const release = await holdScripts(page)
  const form = page.getByRole('form', { name: detailText('title') })
  const built = await form.elementHandle()
  const builtPrice = (await form.getByTestId('unit-price').textContent())!
  // A paper of the form's layout that costs more than its first.
  const layoutId = await form.getByLabel(detailText('layout')).inputValue()
  const layout = included.find((entry) => entry.type === 'layouts' && entry.id === layoutId)!
  const paper = layout.relationships!.papers!.data.find(({ id }) =>
    included.some(
      (entry) =>
        entry.type === 'papers' &&
        entry.id === id &&
        Number(entry.attributes.surcharge_percent) > 0,
    ),
  )!
  const paperField = form.getByLabel(detailText('paper'))
  await paperField.selectOption(paper.id)
  await expect(paperField).toHaveValue(paper.id)
  expect(await built!.evaluate((element) => element.isConnected)).toBe(true)

  release()
  await expect.poll(() => built!.evaluate((element) => element.isConnected)).toBe(false)
  await expect(paperField).toHaveValue(paper.id)
  const price = form.getByTestId('unit-price')
  await expect(price).not.toHaveText(builtPrice)
  // The size list is priced on the chosen paper, as the unit price is.
  expect(
    await form.getByLabel(detailText('size')).locator('option:checked').textContent(),
  ).toContain((await price.textContent())!)
  await expect(form.getByTestId('dispatch-by')).toBeVisible()
})

test("en: the search page shows its results' pictures before its scripts, and keeps them after", async ({
  page,
}) => {
  const language = 'en'
  const release = await holdScripts(page)
  await page.goto(localized('/vyhledavani?search=mountains', language))
  // Drawn by the head script from the API's answer: no script of the page has arrived.
  const grid = page.getByRole('main').getByTestId('image-grid')
  const cards = await expectEveryPictureSeen(page, grid)
  expect(cards).toBeGreaterThan(0)
  await expectNotHydrated(page)
  const first = grid.locator('img[data-main-image]').first()
  await first.evaluate((picture) => Object.assign(picture, { drawnEarly: true }))
  const name = await grid.getByRole('heading').first().getAttribute('title')

  release()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'search', 'resultsFor').replace('{{query}}', 'mountains'),
  )
  await expect(page.getByRole('main').getByRole('status')).not.toHaveText(
    text(language, 'search', 'loading'),
  )
  // React's cards took the pictures over as they were: the same element, not drawn again.
  await expect(grid.getByRole('listitem')).toHaveCount(cards)
  expect(await first.evaluate((picture) => 'drawnEarly' in picture)).toBe(true)
  await expectEveryPictureSeen(page, grid)
  // The heart is React's own, and a card's link moves client-side to its product.
  await expect(
    grid.getByRole('button', {
      name: `${text(language, 'category', 'card.favouriteAdd')}: ${name}`,
    }),
  ).toBeVisible()
  await page.evaluate(() => Object.assign(window, { firstTouchMark: true }))
  await grid.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/en\/produkt\/[^/]+$/)
  expect(await page.evaluate(() => 'firstTouchMark' in window)).toBe(true)
  await expectEveryPictureSeen(page, page.getByRole('main'))
})

test('cs: a link in a part kept as built moves client-side, and its pictures show', async ({
  page,
}) => {
  const language = 'cs'
  const image = await firstImage(language)
  await page.goto(localized(`/produkt/${image.id}`, language))
  await hydrated(page)
  // A mark on the window: a full page load would lose it, a client-side move keeps it.
  await page.evaluate(() => Object.assign(window, { firstTouchMark: true }))
  const related = page.getByRole('region', { name: text(language, 'detail', 'related') })
  const card = related.getByRole('link').first()
  const address = await card.getAttribute('href')
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${address}$`))
  expect(await page.evaluate(() => 'firstTouchMark' in window)).toBe(true)
  await expectEveryPictureSeen(page, page.getByRole('main'))

  await page
    .getByRole('navigation', { name: common(language, 'footer.navLabel') })
    .getByRole('link', { name: common(language, 'nav.faq') })
    .click()
  await expect(page).toHaveURL(/\/casto-kladene-dotazy$/)
  expect(await page.evaluate(() => 'firstTouchMark' in window)).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test.describe('a visitor who has not chosen about cookies', () => {
  test.use({ consent: 'ask' })

  test('cs: the cookie banner comes with the page, and a choice made before the scripts is kept', async ({
    page,
  }) => {
    const language = 'cs'
    const banner = page.getByRole('region', { name: common(language, 'consent.title') })
    const release = await holdScripts(page)
    await page.goto(localized('/kategorie/priroda', language))
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: common(language, 'consent.necessary') }).click()
    await expectNotHydrated(page)
    release()
    await hydrated(page)
    await expect(banner).toBeHidden()
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('print-shop.consent') ?? 'null')),
    ).toMatchObject({ choice: 'necessary' })

    // The next visit is not asked again, not even for a moment before its scripts arrive.
    const releaseAgain = await holdScripts(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNotHydrated(page)
    await expect(banner).toBeHidden()
    releaseAgain()
    await hydrated(page)
    await expect(banner).toBeHidden()
  })
})
