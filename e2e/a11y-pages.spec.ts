import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { allViolations } from './fixtures/axe'
import { basketWithCropItem, rememberBasket } from './fixtures/basket'
import { registerShopper } from './fixtures/checkout'
import { localized, text, type Language } from './fixtures/locales'

/**
 * axe-core on what a shopper opens over a page, and on the pages of a signed-in shopper: no violation
 * of any impact (WCAG 2.1 AA and best practice). The pages a visitor opens by address are checked in
 * all four languages by pages.spec.ts. Here Czech and English (Czech crowns and the unprefixed routes,
 * euros and prefixed ones): the markup is the same in every language, and that every text exists,
 * non-empty, in each of them is proven by src/lib/__tests__/locales.test.ts.
 */
const common = (language: Language, key: string) => text(language, 'common', key)
async function expectNoViolations(page: Page, what: string) {
  expect(await allViolations(page), what).toEqual([])
}

test.describe.configure({ timeout: 120_000 })
test.use({ consent: 'ask' })

for (const language of ['cs', 'en'] as const) {
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

test('the demo dialog and the top-bar menus: axe finds no violation, the dialog keeps and returns focus', async ({
  page,
}) => {
  await page.goto('/en/components')
  await hydrated(page)
  await page.getByRole('button', { name: 'Change language' }).click()
  await expectNoViolations(page, 'language menu')
  await page.keyboard.press('Escape')
  const foto = page.getByRole('banner').getByRole('button', { name: 'Photographs', exact: true })
  await foto.click()
  await expect(foto).toHaveAttribute('aria-expanded', 'true')
  await expectNoViolations(page, 'top-bar menu')
  await page.keyboard.press('Escape')

  const opener = page.getByRole('button', { name: 'Open dialog' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoViolations(page, 'dialog')
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})
