import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { E2E_API_URL } from './fixtures/config'
import { basketWithCropItem, rememberBasket } from './fixtures/basket'
import { createAccount } from './fixtures/checkout'
import { localized, text, type Language } from './fixtures/locales'

/**
 * What a shopper sees when the commerce API is unreachable or slow. "Down" is the browser's view of a
 * stopped server: every request to the API (data and pictures) is refused at the network. The
 * journeys' shared API keeps running for the other tests; unblocking it is the server coming back.
 */
const common = (language: Language, key: string) => text(language, 'common', key)
const search = (language: Language, key: string) => text(language, 'search', key)
const detail = (language: Language, key: string) => text(language, 'detail', `configurator.${key}`)
const API_CALLS = `${E2E_API_URL}/**`

const apiDown = (page: Page) => page.route(API_CALLS, (route) => route.abort('connectionrefused'))
const apiBack = (page: Page) => page.unroute(API_CALLS)
/** Every API call answered `ms` later than the server answers it. */
const slowApi = (page: Page, ms: number) =>
  page.route(API_CALLS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue().catch(() => {})
  })

test.describe.configure({ timeout: 90_000 })

for (const language of ['cs', 'en'] as const) {
  test.describe(`${language}, API down`, () => {
    test('pre-built catalogue pages still render and browse', async ({ page }) => {
      await apiDown(page)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))

      await page.goto(localized('/kategorie/priroda', language))
      await hydrated(page)
      const grid = page.getByTestId('image-grid')
      await expect(grid.getByRole('listitem').first()).toBeVisible()
      const firstCard = grid.getByRole('link').first()
      const name = (await firstCard.getByRole('heading').getAttribute('title'))!
      await firstCard.click()
      await expect(page).toHaveURL(/\/produkt\/\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      // The print configurator is built into the page: it prices without the API.
      await expect(
        page.getByRole('form', { name: detail(language, 'title') }).getByTestId('total-price'),
      ).not.toBeEmpty()

      // Back up the breadcrumbs to the category.
      await page
        .getByRole('navigation', { name: text(language, 'category', 'breadcrumbs.label') })
        .getByRole('link')
        .last()
        .click()
      await expect(page).toHaveURL(/\/kategorie\/[a-z-]+$/)
      await expect(grid.getByRole('listitem').first()).toBeVisible()
      expect(errors).toEqual([])
    })

    test('the basket shows a translated error with retry, and comes back with the API', async ({
      page,
    }) => {
      const basket = await basketWithCropItem(page, { language })
      await rememberBasket(page, basket.uuid)
      await apiDown(page)
      await page.goto(localized('/kosik', language))
      await hydrated(page)
      const main = page.getByRole('main')
      await expect(main.getByText(common(language, 'basket.loadFailed'))).toBeVisible()

      await apiBack(page)
      await main.getByRole('button', { name: common(language, 'basket.retry') }).click()
      await expect(main.getByText(basket.imageName).first()).toBeVisible()
      await expect(main.getByText(common(language, 'basket.loadFailed'))).toHaveCount(0)
    })

    test('search shows a translated error with retry, then the results', async ({ page }) => {
      const word = language === 'cs' ? 'hory' : 'mountains'
      await apiDown(page)
      await page.goto(localized(`/vyhledavani?search=${word}`, language))
      await hydrated(page)
      await expect(page.getByText(search(language, 'error'))).toBeVisible()

      await apiBack(page)
      await page.getByRole('button', { name: search(language, 'retry') }).click()
      await expect(page.getByTestId('image-grid').getByRole('listitem').first()).toBeVisible()
    })

    test('what the shopper typed into the sign-in dialog is kept, and works once the API is back', async ({
      page,
    }) => {
      const account = await createAccount(language)
      await page.goto(localized('/', language))
      await hydrated(page)
      await page
        .getByRole('button', { name: common(language, 'topbar.signIn'), exact: true })
        .click()
      const dialog = page.getByRole('dialog', { name: common(language, 'auth.signIn.title') })
      const email = dialog.getByLabel(common(language, 'auth.fields.email'))
      const password = dialog.getByLabel(common(language, 'auth.fields.password'), { exact: true })
      await email.fill(account.email)
      await password.fill(account.password)

      await apiDown(page)
      const submit = dialog.getByRole('button', {
        name: common(language, 'auth.signIn.submit'),
        exact: true,
      })
      await submit.click()
      await expect(page.getByText(common(language, 'errors.network'))).toBeVisible()
      await expect(dialog).toBeVisible()
      await expect(email).toHaveValue(account.email)
      await expect(password).toHaveValue(account.password)

      await apiBack(page)
      await submit.click()
      await expect(dialog).toHaveCount(0)
      await expect(
        page.getByRole('button', {
          name: common(language, 'account.open').replace('{{name}}', account.name),
        }),
      ).toBeVisible()
    })
  })
}

test.describe('slow API', () => {
  test('never holds back the first paint of a page or of the basket', async ({ page }) => {
    await slowApi(page, 4000)
    const started = Date.now()
    await page.goto('/produkt/31', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(Date.now() - started).toBeLessThan(4000)
    // The paint's entry is queued after the frame that showed the heading: wait for it.
    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((entries) => {
            const paint = entries.getEntriesByName('first-contentful-paint')[0]
            if (paint) resolve(paint.startTime)
          }).observe({ type: 'paint', buffered: true }),
        ),
    )
    expect(firstPaint).toBeLessThan(4000)

    const loading = Date.now()
    await page.goto('/kosik', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(Date.now() - loading).toBeLessThan(4000)
  })

  test('a double click on "add to basket" adds the print once', async ({ page }) => {
    await page.goto('/produkt/31')
    await hydrated(page)
    await slowApi(page, 1500)
    const form = page.getByRole('form', { name: detail('cs', 'title') })
    await expect(form.getByTestId('total-price')).not.toBeEmpty()
    await form.getByRole('button', { name: detail('cs', 'add') }).dblclick()
    await expect(page.getByTestId('toast').first()).toBeVisible({ timeout: 20_000 })

    const uuid = await page.evaluate(() => window.localStorage.getItem('print-shop.basket'))
    expect(uuid).toBeTruthy()
    await page.unroute(API_CALLS)
    const response = await page.request.get(`${E2E_API_URL}/baskets/${uuid}`)
    const basket = (await response.json()) as {
      data: { attributes: { items_count: number } }
      included?: Array<{ type: string }>
    }
    expect(basket.included?.filter((resource) => resource.type === 'basket_items')).toHaveLength(1)
    expect(basket.data.attributes.items_count).toBe(1)
  })
})
