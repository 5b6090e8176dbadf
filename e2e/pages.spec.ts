import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { allViolations } from './fixtures/axe'
import { informationRoutes, languages, localized, text, type Language } from './fixtures/locales'

/**
 * Every page a shopper opens by its address, in all four languages, loaded once: what it shows (its
 * title, its language, texts with their placeholders filled) and, hydrated and with the cookie banner
 * over it, no axe violation of any impact (WCAG 2.1 AA and best practice; the information pages in
 * Czech and English). Each page is one test, but the information pages in Slovak and German, which
 * axe does not check, are one test per language; each assertion names its page.
 */

const cataloguePages = [
  '/kategorie',
  '/kategorie/priroda',
  '/podkategorie/hory',
  '/produkt/31',
  '/popularni-produkty',
]
/** Catalogue pages in every language; the rest of them in Czech and English, whose money differs. */
const everyLanguage = new Set(['/kategorie/priroda', '/produkt/31'])
/**
 * axe on the information pages in Czech and English. In Slovak and German they are the same markup
 * and colours with other words: their language and filled texts are checked here, every text's
 * presence by the locale check, and axe still runs on the home, catalogue and search pages there.
 */
const axeOnInformationPages = new Set<Language>(['cs', 'en'])
const searchWord: Record<Language, string> = {
  cs: 'hory',
  sk: 'hory',
  de: 'berge',
  en: 'mountains',
}

async function expectNoViolations(page: Page, address: string) {
  await hydrated(page)
  expect(await allViolations(page), `axe on ${address}`).toEqual([])
}

async function expectLanguageAndFilledTexts(page: Page, address: string, language: Language) {
  await expect(page.locator('html'), address).toHaveAttribute('lang', language)
  // Every text of the page, shown or not, but not a script's (a product's JSON-LD is in its body).
  const texts = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelectorAll('script').forEach((script) => script.remove())
    return copy.textContent
  })
  expect(texts, address).not.toMatch(/\{\{|\}\}/)
}

// axe is slow on a busy machine.
test.describe.configure({ timeout: 60_000 })
test.use({ consent: 'ask' })

for (const language of languages) {
  test.describe(`pages in ${language}`, () => {
    const axe = axeOnInformationPages.has(language)
    async function expectInformationPage(page: Page, route: (typeof informationRoutes)[number]) {
      const address = localized(route.path, language)
      const response = await page.goto(address)
      const title = text(language, route.group, route.key)
      expect(response?.status(), address).toBe(route.path.startsWith('/stranka-ktera') ? 404 : 200)
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(title)
      await expect(page, address).toHaveTitle(`${title} | Obrazárna`)
      await expectLanguageAndFilledTexts(page, address, language)
      if (route.path === '/obchodni-podminky') {
        // The shop's details fill the terms' placeholders.
        const body = await page.locator('main').innerText()
        expect(body, address).toContain('Obrazárna s.r.o.')
        expect(body, address).toContain('21436587')
      }
      if (axe) await expectNoViolations(page, address)
    }
    if (axe) {
      for (const route of informationRoutes) {
        const address = localized(route.path, language)
        test(`${address} shows its title, and axe finds no violation`, async ({ page }) => {
          await expectInformationPage(page, route)
        })
      }
    } else {
      // Without axe a page is a second's work: one browser page opens them all, one after another.
      test(`the information pages in ${language} show their titles`, async ({ page }) => {
        for (const route of informationRoutes) await expectInformationPage(page, route)
      })
    }

    test(`${localized('/', language)} names the shop and its products, and axe finds no violation`, async ({
      page,
    }) => {
      const address = localized('/', language)
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(
        text(language, 'homepage', 'hero.title'),
      )
      await expect(
        page.getByRole('heading', {
          name: text(language, 'homepage', 'products.canvas.name'),
          exact: true,
        }),
        address,
      ).toBeVisible()
      const search = page.getByPlaceholder(text(language, 'common', 'topbar.search.placeholder'))
      await expect(search, address).toBeVisible()
      if (language === 'cs')
        await expect(page.getByRole('combobox')).toHaveAttribute(
          'placeholder',
          'Zadejte hledaný název',
        )
      await expectLanguageAndFilledTexts(page, address, language)
      await expectNoViolations(page, address)
    })

    const catalogue = cataloguePages.filter(
      (path) => language === 'cs' || language === 'en' || everyLanguage.has(path),
    )
    for (const path of catalogue) {
      const address = localized(path, language)
      test(`${address} shows its heading, and axe finds no violation`, async ({ page }) => {
        await page.goto(address)
        await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible()
        await expectLanguageAndFilledTexts(page, address, language)
        await expectNoViolations(page, address)
      })
    }

    const search = localized(`/vyhledavani?search=${searchWord[language]}`, language)
    test(`${search} lists what it found, and axe finds no violation`, async ({ page }) => {
      await page.goto(search)
      await expect(page.getByRole('heading', { level: 1 }), search).toBeVisible()
      await expect(
        page.getByTestId('image-grid').getByRole('listitem').first(),
        search,
      ).toBeVisible()
      await expectNoViolations(page, search)
    })
  })
}

test('FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/casto-kladene-dotazy')
  const first = page.locator('details').first()
  await first.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('open', '')
  await page.keyboard.press('Enter')
  await expect(first).not.toHaveAttribute('open', '')
})

test('the footer shows contact lines, three benefits and this year', async ({ page }) => {
  await page.goto('/o-nas')
  const footer = page.getByRole('contentinfo')
  for (const phone of await footer.getByRole('link', { name: '+420 228 880 170' }).all()) {
    await expect(phone).toHaveAttribute('href', 'tel:+420228880170')
  }
  for (const email of await footer.getByRole('link', { name: 'info@obrazarna.cz' }).all()) {
    await expect(email).toHaveAttribute('href', 'mailto:info@obrazarna.cz')
  }
  await expect(
    footer
      .getByRole('list', { name: text('cs', 'common', 'footer.benefitsLabel') })
      .getByRole('listitem'),
  ).toHaveCount(3)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Obrazárna s.r.o.`)
})

test('the help block shows everywhere except on home and the site map', async ({ page }) => {
  const help = page.getByRole('heading', { name: text('cs', 'common', 'help.title') })
  await page.goto('/doprava')
  await expect(help).toBeVisible()
  await page.goto('/')
  await expect(help).toHaveCount(0)
  await page.goto('/mapa-stranek')
  await expect(help).toHaveCount(0)
})
