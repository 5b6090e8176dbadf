import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { basketWithCropItem, rememberBasket } from './fixtures/basket'
import { deliveryAndDetails, ordersOf, registerShopper } from './fixtures/checkout'
import { localized, text, type Language } from './fixtures/locales'
import { E2E_API_URL, E2E_PAYMENT_GATEWAYS_URL } from './fixtures/config'

const cart = (language: Language, key: string) => text(language, 'cart', key)
/** "Souhlasím s <terms>obchodními podmínkami</terms>" as the checkbox's name. */
const untagged = (value: string) => value.replace(/<\/?\w+>/g, '')
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

/** Signed in, with one print in the basket, on the first checkout step. */
async function startCheckout(page: Page, language: Language) {
  const shopper = await registerShopper(page, language)
  const basket = await basketWithCropItem(page, { language, quantity: 1 })
  await rememberBasket(page, basket.uuid)
  await page.goto(localized('/kosik/doprava-a-platba', language))
  await hydrated(page)
  return { ...basket, shopper }
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
      const qr = page.getByRole('img', { name: cart(language, 'checkout.confirmation.qrAlt') })
      await expect(qr).toBeVisible()
      // Koruna orders carry the Czech QR payment; euro orders the EPC code SEPA apps read.
      if (basket.currency === 'CZK') {
        await expect(qr).toHaveAttribute('data-qr-format', 'spd')
        await expect(qr).toHaveAttribute(
          'data-qr-payload',
          new RegExp(`^SPD\\*1\\.0\\*.*X-VS:${orderNumber}`),
        )
      } else {
        await expect(qr).toHaveAttribute('data-qr-format', 'epc')
        await expect(qr).toHaveAttribute(
          'data-qr-payload',
          new RegExp(
            `^BCD\\n002\\n1\\nSCT\\n[A-Z0-9]+\\n.+\\n[A-Z]{2}\\d{2}[A-Z0-9]+\\nEUR\\d+\\.\\d{2}\\n\\n\\n.*${orderNumber}$`,
          ),
        )
      }
      // The code's standard is named under it, so the shopper knows what the banking app reads.
      await expect(page.getByTestId('qr-standard')).toHaveText(
        cart(
          language,
          `checkout.confirmation.qrStandard.${basket.currency === 'CZK' ? 'spd' : 'epc'}`,
        ),
      )

      // The order has its own address, heading and recap, at the top, and a reload keeps it.
      await expect(page).toHaveURL(
        new RegExp(`${localized('/kosik/objednavka-prijata', language)}\\?order=\\d+$`),
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        cart(language, 'checkout.confirmation.title'),
      )
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.getByTestId('order-item')).toHaveCount(1)

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

      // A reload shows the same order, not an empty basket.
      await page.reload()
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber)
      await expect(page.getByTestId('order-item')).toHaveCount(1)
      await expect(instructions).toContainText(orderNumber)
    })

    test('card: through the ComGate gateway (its stand-in) and back as paid', async ({
      page,
      googleTagRequests,
    }) => {
      test.setTimeout(120_000)
      const basket = await startCheckout(page, language)
      await deliveryAndDetails(page, language, 'card')

      await page
        .getByRole('checkbox', { name: untagged(cart(language, 'checkout.review.terms')) })
        .check()
      await placeOrder(page, language).click()

      // ComGate's payment page (its redirect); paying there pushes a notification to the shop,
      // which asks ComGate's status API before it believes it.
      await expect(page).toHaveURL(new RegExp(`^${E2E_PAYMENT_GATEWAYS_URL}/comgate/pay/[\\w-]+$`))
      // Analytics hears of the purchase only once the shop knows the order is paid.
      const purchases = () => googleTagRequests.filter((request) => request.event === 'purchase')
      expect(purchases()).toEqual([])
      await page.getByRole('button', { name: 'Zaplatit' }).click()

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
      // As complete as a bank transfer's confirmation: the print with its picture, the delivery
      // date, where the confirmation went.
      const item = page.getByTestId('order-item')
      await expect(item).toHaveCount(1)
      await expect(item).toContainText(basket.imageName)
      const picture = item.locator('img').first()
      await expect(picture).toBeVisible()
      await expect
        .poll(() =>
          picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0)
      await expect(page.getByTestId('delivery-promise')).toContainText(
        cart(language, 'checkout.confirmation.arrivesBy').split('{{date}}')[0]!.trim(),
      )
      await expect(page.getByTestId('confirmation-email')).toContainText(basket.shopper.email)
      await expect.poll(() => purchases().length).toBe(1)
      expect(purchases()[0]!.body).toMatchObject({
        ecommerce: {
          transaction_id: order!.attributes.number,
          payment_type: 'card',
          items: [
            {
              item_name: basket.imageName,
              item_category: basket.layoutName,
              item_variant: `${basket.paperName}, ${basket.width / 10}×${basket.height / 10} cm`,
              quantity: 1,
            },
          ],
        },
      })
      // Once per order: the result page again sends no second purchase.
      await page.reload()
      await hydrated(page)
      await expect(page.getByTestId('payment-state')).toBeVisible()
      await page.waitForTimeout(500)
      expect(purchases()).toHaveLength(1)
    })
  })
}

test('cs: GoPay through the GoPay gateway (its stand-in), back as paid, paid in the profile', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const language = 'cs'
  await startCheckout(page, language)
  await deliveryAndDetails(page, language, 'gopay')
  await page
    .getByRole('checkbox', { name: untagged(cart(language, 'checkout.review.terms')) })
    .check()
  await placeOrder(page, language).click()

  // GoPay's payment page (gw_url); paying there notifies the shop, which asks GoPay's status API.
  await expect(page).toHaveURL(new RegExp(`^${E2E_PAYMENT_GATEWAYS_URL}/gopay/gw/\\d+$`))
  await page.getByRole('button', { name: 'Zaplatit' }).click()

  await expect(page).toHaveURL(/\/kosik\/dokonceni-objednavky\?order=\d+&payment=paid$/)
  await hydrated(page)
  await expect(
    page.getByRole('heading', { name: cart(language, 'checkout.result.paid.title') }),
  ).toBeVisible()
  const [order] = await ordersOf(page, language)
  await expect(page.getByTestId('payment-state')).toHaveText(
    fill(cart(language, 'checkout.result.paid.text'), { number: order!.attributes.number }),
  )

  await page.goto(`/profil/moje-objednavky/${order!.id}`)
  await hydrated(page)
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-paid', 'true')
})

test('en: a shopper sending to Germany is offered only what delivers there, and gets it there', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const language = 'en'
  await startCheckout(page, language)
  const toGermany = await apiNames('/delivery_methods?filter[country]=DE', language)
  const everywhere = await apiNames('/delivery_methods', language)
  expect(toGermany.length).toBeGreaterThan(0)
  expect(toGermany.length).toBeLessThan(everywhere.length)

  const delivery = page.getByRole('group', { name: cart(language, 'checkout.delivery.legend') })
  await page
    .getByRole('combobox', { name: cart(language, 'checkout.delivery.country') })
    .selectOption('DE')
  await expect(delivery.getByRole('radio')).toHaveCount(toGermany.length)
  for (const name of toGermany)
    await expect(delivery.getByRole('radio', { name, exact: true })).toBeVisible()
  const courier = toGermany.find((name) => /DPD/.test(name))!
  await delivery.getByRole('radio', { name: courier, exact: true }).check()
  await page
    .getByRole('radio', { name: cart(language, 'checkout.payment.methods.bank_transfer') })
    .check()
  await page.getByRole('button', { name: cart(language, 'checkout.delivery.submit') }).click()

  // Step 2 carries the country: the shopper's saved Prague address is billed, the print goes to
  // a shipping address in Germany.
  await expect(page).toHaveURL(/\/en\/kosik\/dodaci-udaje$/)
  const shipping = page.getByRole('group', { name: cart(language, 'checkout.details.shipping') })
  const field = (key: string) =>
    shipping.getByRole('textbox', {
      name: cart(language, `checkout.details.fields.${key}`),
      exact: true,
    })
  await expect(
    shipping.getByRole('combobox', { name: cart(language, 'checkout.details.fields.country') }),
  ).toHaveValue('DE')
  await field('firstName').fill('Eva')
  await field('lastName').fill('Nakupující')
  await field('street').fill('Unter den Linden 5')
  await field('city').fill('Berlin')
  await field('zip').fill('10117')
  await page.getByRole('button', { name: cart(language, 'checkout.details.submit') }).click()
  await expect(page).toHaveURL(/\/en\/kosik\/dokonceni-objednavky$/)
  await page
    .getByRole('checkbox', { name: untagged(cart(language, 'checkout.review.terms')) })
    .check()
  await placeOrder(page, language).click()
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/)
  const [order] = await ordersOf(page, language)
  expect(order!.attributes).toMatchObject({
    delivery: { name: courier },
    billing: { city: 'Praha', country: 'CZ' },
    shipping: { city: 'Berlin', country: 'DE' },
  })
})

/** The names of what the API lists at `path`, in the language. */
async function apiNames(path: string, language: Language): Promise<string[]> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    headers: { 'Accept-Language': language },
  })
  const { data } = (await response.json()) as { data: Array<{ attributes: { name: string } }> }
  return data.map((item) => item.attributes.name)
}
