import { E2E_API_URL } from './fixtures/config'
import { test, expect, hydrated } from './fixtures/test'

const STORAGE_KEY = 'print-shop.language'

test.describe('ipGeolocation says Germany', () => {
  test.use({ ipGeolocation: { languages: 'de-DE,en' } })

  test('a first visit to a Czech address goes to German and tells the API the EU shop', async ({
    page,
    apiCalls,
  }) => {
    await page.goto('/kontakt')
    await hydrated(page)
    await expect(page).toHaveURL(/\/de\/kontakt$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect
      .poll(() =>
        apiCalls.map(
          ({ request, status }) =>
            `${request.method()} ${new URL(request.url()).pathname} ${status}`,
        ),
      )
      .toContain('POST /v1/owners/5 200')
    const owner = apiCalls.find(({ request }) => request.url().endsWith('/owners/5'))?.request
    const xsrfCookie = (await page.context().cookies(E2E_API_URL)).find(
      (c) => c.name === 'XSRF-TOKEN',
    )
    expect(xsrfCookie?.value).toBeTruthy()
    expect(owner?.headers()['x-xsrf-token']).toBe(xsrfCookie?.value)
    expect(owner?.headers()['accept-language']).toBe('de')
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(
      JSON.stringify({ language: 'de', source: 'detected' }),
    )
  })

  test("the visitor's own choice wins and is never redirected again", async ({
    page,
    geolocationRequests,
  }) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page).toHaveURL(/\/de$/)
    await page.getByRole('button', { name: /Sprache/ }).click()
    await page.getByRole('link', { name: 'Čeština' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await page.reload()
    await hydrated(page)
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    expect(geolocationRequests).toHaveLength(1)
  })

  test('a prefixed address is itself a choice: no redirect', async ({ page }) => {
    await page.goto('/en/doprava')
    await hydrated(page)
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/en\/doprava$/)
  })
})

test.describe('ipGeolocation says Czechia', () => {
  test('a Czech visitor stays on the Czech address and gets the Czech shop', async ({
    page,
    apiCalls,
  }) => {
    await page.goto('/o-nas')
    await expect
      .poll(() =>
        apiCalls.map(({ request, status }) => `${new URL(request.url()).pathname} ${status}`),
      )
      .toContain('/v1/owners/1 200')
    await expect(page).toHaveURL(/\/o-nas$/)
  })
})

test.describe('ipGeolocation fails', () => {
  test.use({ ipGeolocation: 'fail', locale: 'sk-SK' })

  test("the browser's languages decide", async ({ page }) => {
    await page.goto('/doprava')
    await hydrated(page)
    await expect(page).toHaveURL(/\/sk\/doprava$/)
  })
})

test.describe('ipGeolocation never answers', () => {
  test.use({ ipGeolocation: 'hang', locale: 'fr-FR' })

  test('after the timeout a visitor whose language we do not speak gets English', async ({
    page,
  }) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page).toHaveURL(/\/en$/, { timeout: 8000 })
  })
})

test.describe('the owner call fails', () => {
  test.use({ ipGeolocation: { languages: 'sk' } })

  test('the page still works and the language is still chosen', async ({ page }) => {
    await page.route('**/v1/owners/**', (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.goto('/kontakt')
    await hydrated(page)
    await expect(page).toHaveURL(/\/sk\/kontakt$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('crawlers', () => {
  test.use({
    ipGeolocation: { languages: 'de' },
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })

  test('are never redirected and trigger no ipGeolocation', async ({
    page,
    geolocationRequests,
  }) => {
    await page.goto('/kontakt')
    await hydrated(page)
    await page.waitForTimeout(800)
    await expect(page).toHaveURL(/:\d+\/kontakt$/)
    expect(geolocationRequests).toHaveLength(0)
  })
})

test('the language switcher keeps the visitor on the same page', async ({ page }) => {
  await page.goto('/platebni-metody')
  await hydrated(page)
  await page.getByRole('button', { name: 'Změnit jazyk' }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/platebni-metody$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'Change language' }).click()
  await page.getByRole('link', { name: 'Slovenčina' }).click()
  await expect(page).toHaveURL(/\/sk\/platebni-metody$/)
})

test('the language menu works from the keyboard', async ({ page }) => {
  await page.goto('/o-nas')
  await hydrated(page)
  const button = page.getByRole('button', { name: 'Změnit jazyk' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Čeština' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
})
