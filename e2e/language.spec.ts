import type { Page, Response } from '@playwright/test'
import { E2E_API_URL } from './fixtures/config'
import { text, type Language } from './fixtures/locales'
import { test, expect, hydrated } from './fixtures/test'

const STORAGE_KEY = 'print-shop.language'

/**
 * Opens `/` as a first visitor and photographs the first frame the browser paints: the page is asked
 * for with nothing awaited beyond the first document's commit, and the picture taken as soon as its
 * heading exists. Returns the document's response.
 */
async function firstPaint(page: Page, language: Language): Promise<Response> {
  const response = await page.goto('/', { waitUntil: 'commit' })
  await page.locator('h1').waitFor({ state: 'attached' })
  await test.info().attach(`first paint (${language})`, {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
  return response!
}

for (const [locale, language] of [
  ['de-DE', 'de'],
  ['en-GB', 'en'],
] as const) {
  test.describe(`a first visit from a ${locale} browser`, () => {
    test.use({ rememberedLanguage: null, locale })

    test(`is in ${language} from the first painted frame`, async ({ page, apiCalls }) => {
      const navigations: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname)
      })
      const response = await firstPaint(page, language)

      // The server answered the Czech address with a redirect: the Czech page was never sent.
      const asked = response.request().redirectedFrom()
      expect(new URL(asked!.url()).pathname).toBe('/')
      expect((await asked!.response())?.status()).toBe(302)
      expect(new URL(response.url()).pathname).toBe(`/${language}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'homepage', 'hero.title'),
      )
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // After hydration nothing moves again, and the API hears of the EU shop in that language.
      await hydrated(page)
      await expect
        .poll(() =>
          apiCalls.map(
            ({ request, status }) =>
              `${request.method()} ${new URL(request.url()).pathname} ${status}`,
          ),
        )
        .toContain('POST /v1/owners/5 200')
      const owner = apiCalls.find(({ request }) => request.url().endsWith('/owners/5'))!.request
      expect(owner.headers()['accept-language']).toBe(language)
      // Never anywhere else: no Czech page first, no second move after hydration.
      expect([...new Set(navigations)]).toEqual([`/${language}`])
      expect(apiCalls.map(({ request }) => request.url())).not.toContain(
        `${E2E_API_URL}/visitor_country`,
      )
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(
        JSON.stringify({ language, source: 'detected' }),
      )
    })
  })
}

test.describe('a first visit from a Czech browser', () => {
  test.use({ rememberedLanguage: null, locale: 'cs-CZ' })

  test("stays Czech; the browser asks the API's own country call, never a third party", async ({
    page,
    apiCalls,
  }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (/^https?:/.test(url) && !/^http:\/\/localhost[:/]/.test(url)) outside.push(url)
    })
    await page.goto('/o-nas')
    await hydrated(page)
    await expect
      .poll(() =>
        apiCalls.map(({ request, status }) => `${new URL(request.url()).pathname} ${status}`),
      )
      .toEqual(expect.arrayContaining(['/v1/visitor_country 200', '/v1/owners/1 200']))
    await expect(page).toHaveURL(/:\d+\/o-nas$/)
    expect(outside.filter((url) => !/googletagmanager|google-analytics/.test(url))).toEqual([])
  })
})

test.describe('a German first visitor who chooses Czech', () => {
  test.use({ rememberedLanguage: null, locale: 'de-DE' })

  test('keeps the own choice: the server never redirects again', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
    await hydrated(page)
    await page.getByRole('button', { name: /Sprache/ }).click()
    await page.getByRole('link', { name: 'Čeština' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    const cookie = (await page.context().cookies()).find(({ name }) => name === 'lang')
    expect(cookie?.value).toBe('cs')
    await page.reload()
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
  })

  test('a prefixed address is itself a choice: no redirect', async ({ page }) => {
    const response = await page.goto('/en/doprava')
    expect(response?.request().redirectedFrom()).toBeNull()
    await hydrated(page)
    await expect(page).toHaveURL(/\/en\/doprava$/)
  })
})

test.describe('crawlers', () => {
  test.use({
    rememberedLanguage: null,
    locale: 'de-DE',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })

  test('are never redirected and ask for no country', async ({ page, apiCalls }) => {
    const response = await page.goto('/kontakt')
    expect(response?.status()).toBe(200)
    await hydrated(page)
    await page.waitForTimeout(800)
    await expect(page).toHaveURL(/:\d+\/kontakt$/)
    expect(apiCalls.map(({ request }) => new URL(request.url()).pathname)).not.toContain(
      '/v1/visitor_country',
    )
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

for (const [language, groups] of [
  ['en', ['Offers', 'Photographs', 'Illustrations']],
  ['de', ['Angebote', 'Fotografien', 'Illustrationen']],
] as const) {
  test(`the top bar names its groups in ${language}, in capitals`, async ({ page }) => {
    await page.goto(`/${language}/kategorie/priroda`)
    await hydrated(page)
    const tabs = page.getByRole('navigation', {
      name: text(language, 'common', 'topbar.categories'),
    })
    const buttons = tabs.getByRole('button')
    // The accessible names are words; what the shopper sees is the same words in capitals.
    await expect(buttons).toHaveText([...groups])
    const shown = await buttons.evaluateAll((all) =>
      all.map((button) => (button as HTMLElement).innerText.trim()),
    )
    expect(shown).toEqual(groups.map((group) => group.toLocaleUpperCase(language)))
    await buttons.nth(1).click()
    await expect(tabs.getByRole('list', { name: groups[1] })).toBeVisible()
  })
}

/**
 * Text nodes of the page that end a line's chance at a one-letter word: "z kapky" with a plain space
 * (Czech typography binds "z" to the next word). Scripts, styles and templates are not read.
 */
async function looseOneLetterWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loose = /(^|[\s(„“"[–—])[ksvzouaiKSVZOUAI] (?=\S)/
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const found: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, template, noscript')) continue
      if (loose.test(node.textContent ?? '')) found.push(node.textContent!.trim().slice(0, 80))
    }
    return found
  })
}

test('a Czech category page never leaves a one-letter word at a line end', async ({ page }) => {
  await page.goto('/kategorie/priroda')
  await hydrated(page)
  // The category's description comes from the API and has one-letter words to bind ("vody a květin").
  await expect(page.locator('header p').first()).toContainText(/\sa\u00a0\S/)
  expect(await looseOneLetterWords(page)).toEqual([])

  // After a move inside the page the client renders the texts itself: still bound.
  await page
    .getByRole('navigation', { name: text('cs', 'category', 'subcategories') })
    .getByRole('link')
    .nth(1)
    .click()
  await expect(page).toHaveURL(/\/podkategorie\/|\/kategorie\/priroda\//)
  await hydrated(page)
  expect(await looseOneLetterWords(page)).toEqual([])
})
