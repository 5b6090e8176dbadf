import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { allViolations } from './fixtures/axe'
import { basketWithCropItem, rememberBasket } from './fixtures/basket'
import { registerShopper } from './fixtures/checkout'
import { languages, localized, text, type Language } from './fixtures/locales'

/**
 * axe-core on every page type a shopper meets, with its dialogs and menus open, in all four languages:
 * no violation of any impact (WCAG 2.1 AA and best practice).
 */
const common = (language: Language, key: string) => text(language, 'common', key)
const searchWord: Record<Language, string> = {
  cs: 'hory',
  sk: 'hory',
  de: 'berge',
  en: 'mountains',
}

async function expectNoViolations(page: Page, what: string) {
  expect(await allViolations(page), what).toEqual([])
}

test.describe.configure({ timeout: 120_000 })
test.use({ consent: 'ask' })

for (const language of languages) {
  test(`${language}: catalogue and information pages, the consent banner included`, async ({
    page,
  }) => {
    const pages = [
      '/',
      '/kategorie/priroda',
      '/produkt/31',
      `/vyhledavani?search=${searchWord[language]}`,
      '/casto-kladene-dotazy',
    ]
    for (const path of pages) {
      await page.goto(localized(path, language))
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (path.startsWith('/vyhledavani'))
        await expect(page.getByTestId('product-grid').getByRole('listitem').first()).toBeVisible()
      await expectNoViolations(page, localized(path, language))
    }
  })

  test(`${language}: the sign-in and registration dialogs and the language menu`, async ({
    page,
  }) => {
    await page.goto(localized('/produkt/31', language))
    await hydrated(page)
    await page.getByRole('button', { name: common(language, 'language.label') }).click()
    await expectNoViolations(page, 'language menu')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: common(language, 'topbar.signIn'), exact: true }).click()
    const signIn = page.getByRole('dialog', { name: common(language, 'auth.signIn.title') })
    await expect(signIn).toBeVisible()
    await expectNoViolations(page, 'sign-in dialog')

    await signIn.getByRole('link', { name: common(language, 'auth.signIn.register') }).click()
    await expect(
      page.getByRole('dialog', { name: common(language, 'auth.registration.title') }),
    ).toBeVisible()
    await expectNoViolations(page, 'registration dialog')
  })

  test(`${language}: basket, its dropdown, checkout and profile of a signed-in shopper`, async ({
    page,
  }) => {
    await registerShopper(page, language)
    const basket = await basketWithCropItem(page, { language, quantity: 1 })
    await rememberBasket(page, basket.uuid)

    await page.goto(localized('/kosik', language))
    await hydrated(page)
    await expect(page.getByRole('main').getByText(basket.imageName).first()).toBeVisible()
    await expectNoViolations(page, 'basket page')

    await page.getByTestId('basket-button').click()
    await expect(
      page.getByRole('link', { name: common(language, 'basket.toBasket') }),
    ).toBeVisible()
    await expectNoViolations(page, 'basket dropdown')
    await page.keyboard.press('Escape')

    await page.goto(localized('/kosik/doprava-a-platba', language))
    await hydrated(page)
    await expect(page.getByRole('radio').first()).toBeVisible()
    await expectNoViolations(page, 'checkout: delivery and payment')

    await page.goto(localized('/profil', language))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoViolations(page, 'profile')
  })
}
