import type { Page } from '@playwright/test'
import { formatMinorUnits } from '../src/lib/format'
import { test, expect, hydrated } from './fixtures/test'
import { basketWithCropItem, rememberBasket, type PreparedBasket } from './fixtures/basket'
import { localized, text, type Language } from './fixtures/locales'
import { apiMessage } from './fixtures/api-messages'

const common = (language: Language, key: string) => text(language, 'common', key)
const cart = (language: Language, key: string) => text(language, 'cart', key)
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const basketLink = (page: Page, language: Language, count: number) =>
  page.getByRole('link', { name: fill(common(language, 'topbar.basket'), { count }), exact: true })

/** "Fotoobraz na plátně, 30 × 40 cm" (the spaces are non-breaking). */
const sizeLine = (basket: PreparedBasket) =>
  new RegExp(
    `${escape(basket.layoutName)},\\s${Math.round(basket.width / 10)}\\s×\\s${Math.round(basket.height / 10)}\\scm`,
  )

for (const language of ['cs', 'en'] as const) {
  test.describe(`basket in ${language}`, () => {
    test('badge, dropdown with the crop, quantity, an invalid coupon, removing the item', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const basket = await basketWithCropItem(page, { language, quantity: 2 })
      await rememberBasket(page, basket.uuid)
      await page.goto(localized('/', language))
      await hydrated(page)

      // The badge counts the pieces.
      const link = basketLink(page, language, 2)
      await expect(link).toBeVisible()
      await expect(link.getByTestId('badge')).toHaveText('2')

      // On a desktop the button opens the dropdown instead of leaving the page.
      await link.click()
      const dropdown = page.getByRole('dialog', { name: common(language, 'basket.title') })
      await expect(dropdown).toBeVisible()
      // Its styles come with its code, not the page: it lies over the page, not in its flow.
      await expect(dropdown).toHaveCSS('position', 'absolute')
      await expect(page).not.toHaveURL(/kosik/)
      const item = dropdown.getByTestId('basket-item')
      await expect(item.getByRole('link', { name: basket.imageName, exact: true })).toBeVisible()
      await expect(item.getByText(common(language, 'basket.format.crop'))).toBeVisible()
      await expect(item.getByText(sizeLine(basket))).toBeVisible()
      await expect(item.getByText(basket.paperName).first()).toBeVisible()
      await expect(item.getByTestId('crop-rectangle')).toBeVisible()
      await expect(
        item.getByText(formatMinorUnits(basket.unitPrice * 2, basket.currency)),
      ).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dropdown).toBeHidden()
      await expect(link).toBeFocused()

      // The basket page: one more piece, and the total follows.
      await link.click()
      await page
        .getByRole('dialog', { name: common(language, 'basket.title') })
        .getByRole('link', { name: common(language, 'basket.toBasket'), exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${localized('/kosik', language)}$`))
      const quantity = page.getByRole('spinbutton', {
        name: `${cart(language, 'quantity.label')} – ${basket.imageName}`,
      })
      await expect(quantity).toHaveValue('2')
      const total = page.getByTestId('basket-total')
      await expect(total).toHaveText(formatMinorUnits(basket.unitPrice * 2, basket.currency))
      await page
        .getByRole('button', {
          name: fill(cart(language, 'quantity.increase'), { name: basket.imageName }),
        })
        .click()
      await expect(total).toHaveText(formatMinorUnits(basket.unitPrice * 3, basket.currency))
      await expect(quantity).toHaveValue('3')
      await expect(basketLink(page, language, 3)).toBeVisible()

      // A code that does not exist: the server's message on the field.
      const coupon = page.getByRole('textbox', {
        name: cart(language, 'coupon.label'),
        exact: true,
      })
      await coupon.fill('NEEXISTUJE-2026')
      await page.getByRole('button', { name: cart(language, 'coupon.apply'), exact: true }).click()
      await expect(coupon).toHaveAttribute('aria-invalid', 'true')
      await expect(coupon).toHaveAccessibleDescription(apiMessage(language, 'coupon.unknown'))
      await expect(total).toHaveText(formatMinorUnits(basket.unitPrice * 3, basket.currency))

      // Removing the only item empties the basket.
      await page
        .getByRole('button', {
          name: fill(common(language, 'basket.remove'), { name: basket.imageName }),
        })
        .click()
      await expect(page.getByText(common(language, 'basket.removed'))).toBeVisible()
      await expect(page.getByText(common(language, 'topbar.cart.empty'))).toBeVisible()
      await expect(basketLink(page, language, 0)).toBeVisible()
    })
  })
}

test('on a phone the basket button goes to the basket page', async ({ page }) => {
  const basket = await basketWithCropItem(page, { quantity: 1 })
  await rememberBasket(page, basket.uuid)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
  await basketLink(page, 'cs', 1).click()
  await expect(page).toHaveURL(/\/kosik$/)
  // The address changes before React has put the basket page in: the home page's cards of the same
  // picture (popular, recently viewed) are still there for a moment.
  await expect(
    page.getByRole('heading', { level: 1, name: text('cs', 'cart', 'title') }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: basket.imageName, exact: true })).toBeVisible()
})
