import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { basketWithCropItem, rememberBasket } from './fixtures/basket'
import { deliveryAndDetails, ordersOf, registerShopper } from './fixtures/checkout'
import { localized, text, type Language } from './fixtures/locales'
import { apiMessage } from './fixtures/api-messages'

const cart = (language: Language, key: string) => text(language, 'cart', key)
/** "Souhlasím s <terms>obchodními podmínkami</terms>" as the checkbox's name. */
const untagged = (value: string) => value.replace(/<\/?\w+>/g, '')
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

/** Signed in, with one print in the basket, on the first checkout step. */
async function startCheckout(page: Page, language: Language) {
  await registerShopper(page, language)
  const basket = await basketWithCropItem(page, { language, quantity: 1 })
  await rememberBasket(page, basket.uuid)
  await page.goto(localized('/kosik/doprava-a-platba', language))
  await hydrated(page)
  return basket
}

const placeOrder = (page: Page, language: Language) =>
  page.getByRole('button', { name: cart(language, 'checkout.review.place') })

for (const language of ['cs', 'en'] as const) {
  test.describe(`checkout in ${language}`, () => {
    test.use({ consent: 'accepted' })

    test('bank transfer: delivery and payment, details, one order on a double click, QR payment', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const basket = await startCheckout(page, language)
      await deliveryAndDetails(page, language, 'bank_transfer')

      await expect(page.getByText(basket.imageName).first()).toBeVisible()
      await page
        .getByRole('checkbox', { name: untagged(cart(language, 'checkout.review.terms')) })
        .check()
      await placeOrder(page, language).dblclick()

      const number = page.getByTestId('order-number')
      await expect(number).toHaveText(/^\d+$/)
      const orderNumber = (await number.textContent())!
      const instructions = page.getByTestId('payment-instructions')
      await expect(instructions).toContainText(orderNumber)
      await expect(
        page.getByRole('img', { name: cart(language, 'checkout.confirmation.qrAlt') }),
      ).toBeVisible()
      await expect(
        page.getByRole('img', { name: cart(language, 'checkout.confirmation.qrAlt') }),
      ).toHaveAttribute('data-spd', new RegExp(`^SPD\\*1\\.0\\*.*X-VS:${orderNumber}`))

      // One order, however many clicks; a new, empty basket is kept.
      expect((await ordersOf(page, language)).map((order) => order.attributes.number)).toEqual([
        orderNumber,
      ])
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('print-shop.basket')))
        .not.toBe(basket.uuid)

      // The data layer holds begin_checkout and purchase with the order's number.
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).filter(
          (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
            typeof entry === 'object' && entry !== null && 'event' in entry,
        ),
      )
      const names = events.map((event) => event.event)
      expect(names).toContain('begin_checkout')
      const purchase = events.find((event) => event.event === 'purchase')
      expect(purchase?.ecommerce).toMatchObject({
        transaction_id: orderNumber,
        currency: basket.currency,
      })
    })

    test('card: through the sandbox gateway and back as paid', async ({ page }) => {
      test.setTimeout(120_000)
      await startCheckout(page, language)
      await deliveryAndDetails(page, language, 'card')

      await page
        .getByRole('checkbox', { name: untagged(cart(language, 'checkout.review.terms')) })
        .check()
      await placeOrder(page, language).click()

      // The sandbox gateway's own page, plainly a test.
      await expect(page).toHaveURL(/\/v1\/payments\/sandbox\//)
      await expect(
        page.getByRole('heading', { name: apiMessage(language, 'payments.sandbox.title') }),
      ).toBeVisible()
      await page.getByRole('button', { name: apiMessage(language, 'payments.sandbox.pay') }).click()

      await expect(page).toHaveURL(
        new RegExp(
          `${localized('/kosik/dokonceni-objednavky', language)}\\?order=\\d+&payment=paid`,
        ),
      )
      await hydrated(page)
      await expect(
        page.getByRole('heading', { name: cart(language, 'checkout.result.paid.title') }),
      ).toBeVisible()
      const [order] = await ordersOf(page, language)
      await expect(page.getByTestId('payment-state')).toHaveText(
        fill(cart(language, 'checkout.result.paid.text'), { number: order!.attributes.number }),
      )
    })
  })
}
