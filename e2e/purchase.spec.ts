import fs from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { formatMinorUnits } from '../src/lib/format'
import { test, expect, hydrated } from './fixtures/test'
import { createAccount, deliveryAndDetails, ordersOf } from './fixtures/checkout'
import { localized, text, type Language } from './fixtures/locales'
import { expectEachOnAtMostLines, expectNoSidewaysScroll } from './fixtures/seen'

/**
 * The whole purchase as a shopper makes it, in one piece: search, configure a cropped print, the
 * basket, a discount code, signing in on the way to checkout, delivery and payment, details, one
 * order however often "place order" is clicked, and the order in the profile. The GA4 data layer
 * must tell the same money as the pages.
 */

const common = (language: Language, key: string) => text(language, 'common', key)
const cart = (language: Language, key: string) => text(language, 'cart', key)
const detail = (language: Language, key: string) => text(language, 'detail', `configurator.${key}`)
const profile = (language: Language, key: string) => text(language, 'profile', key)
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
const untagged = (value: string) => value.replace(/<\/?\w+>/g, '')

/** A word each language's catalogue names pictures with. */
const searchWord: Record<Language, string> = {
  cs: 'hory',
  sk: 'hory',
  de: 'berge',
  en: 'mountains',
}
/** Two posters of 40 × 30 cm pass the welcome code's minimum (500 Kč / 20 €) in both currencies. */
const POSTER_LAYOUT_ID = '2'
const POSTER_SIZE = '400x300'
const COUPON = 'VITEJTE10'

const devices = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const

interface Ga4Event {
  event: string
  ecommerce: {
    currency: string
    value: number
    transaction_id?: string
    shipping?: number
    items: Array<{ item_id: string; item_name: string; price: number; quantity: number }>
  }
}

async function ecommerceEvents(page: Page): Promise<Ga4Event[]> {
  return page.evaluate(
    () =>
      (window.dataLayer ?? []).filter(
        (entry) => typeof entry === 'object' && entry !== null && 'ecommerce' in entry,
      ) as unknown as Ga4Event[],
  )
}

/** "1 234,50 Kč" → 123450 minor units (spaces may be non-breaking). */
function minorUnits(shown: string | null): number {
  const digits = (shown ?? '').replace(/[^\d,]/g, '').replace(',', '.')
  return Math.round(Number(digits) * 100)
}

for (const language of ['cs', 'en'] as const) {
  for (const [device, viewport] of Object.entries(devices)) {
    // English changes the money, which the phone's bank details show first (the IBAN, not the
    // account); on a desktop it would repeat the Czech journey in other words.
    if (language === 'en' && device === 'desktop') continue
    test.describe(`purchase in ${language} on a ${device}`, () => {
      test.use({ consent: 'accepted', viewport })

      test('search → cropped print → basket → coupon → sign in → checkout → order in the profile', async ({
        page,
      }) => {
        test.setTimeout(240_000)
        const currency = language === 'cs' ? 'CZK' : 'EUR'
        const account = await createAccount(language)

        // Search from the top bar and take the first hit.
        await page.goto(localized('/', language))
        await hydrated(page)
        await page
          .getByRole('combobox', { name: common(language, 'topbar.search.label') })
          .fill(searchWord[language])
        const option = page
          .getByRole('listbox', { name: common(language, 'topbar.search.results') })
          .getByRole('option')
          .first()
        const imageName = (await option.textContent())!.trim()
        await option.click()
        await expect(page).toHaveURL(/\/produkt\/\d+$/)
        const imageId = new URL(page.url()).pathname.split('/').pop()!
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(imageName)
        await hydrated(page)

        // Two cropped posters, the crop moved by keyboard.
        const form = page.getByRole('form', { name: detail(language, 'title') })
        await form.getByLabel(detail(language, 'layout')).selectOption(POSTER_LAYOUT_ID)
        await form.getByLabel(detail(language, 'size')).selectOption(POSTER_SIZE)
        await form.getByRole('radio', { name: detail(language, 'crop') }).check()
        // The editor draws the rendition the page's own picture has loaded: nothing to fetch again.
        const shownSource = (picture: Locator) =>
          picture.evaluate((element: HTMLImageElement) =>
            element.complete && element.naturalWidth > 0 ? element.currentSrc : null,
          )
        const editorPicture = form.locator('img[elementtiming="crop-editor"]')
        await expect(editorPicture).toBeVisible()
        const pagePicture = page.getByAltText(imageName, { exact: true }).first()
        await expect.poll(() => shownSource(pagePicture)).toMatch(/\/media\/\d+\/\d+\.avif$/)
        await expect.poll(() => shownSource(editorPicture)).toBe(await shownSource(pagePicture))
        const crop = form.getByRole('application', { name: detail(language, 'cropArea.label') })
        await crop.focus()
        const before = await crop.evaluate((element) => (element as HTMLElement).style.cssText)
        await page.keyboard.press('ArrowLeft')
        await page.keyboard.press('ArrowUp')
        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('ArrowRight')
        await expect
          .poll(() => crop.evaluate((element) => (element as HTMLElement).style.cssText))
          .not.toBe(before)
        await form.getByLabel(detail(language, 'quantity'), { exact: true }).fill('2')
        await expect(form.getByTestId('total-price')).not.toHaveText(
          (await form.getByTestId('unit-price').textContent())!,
        )
        const configuredTotal = minorUnits(await form.getByTestId('total-price').textContent())
        await form.getByRole('button', { name: detail(language, 'add') }).click()
        await expect(
          page.getByText(fill(detail(language, 'added'), { name: imageName })),
        ).toBeVisible()

        // The basket: a dropdown on a desktop, the basket page on a phone.
        const basketLink = page.getByRole('link', {
          name: fill(common(language, 'topbar.basket'), { count: 2 }),
          exact: true,
        })
        await expect(basketLink.getByTestId('badge')).toHaveText('2')
        await basketLink.click()
        if (device === 'desktop') {
          const dropdown = page.getByRole('dialog', { name: common(language, 'basket.title') })
          const item = dropdown.getByTestId('basket-item')
          await expect(item.getByRole('link', { name: imageName, exact: true })).toBeVisible()
          await expect(item.getByText(common(language, 'basket.format.crop'))).toBeVisible()
          await expect(item.getByTestId('crop-rectangle')).toBeVisible()
          await dropdown
            .getByRole('link', { name: common(language, 'basket.toBasket'), exact: true })
            .click()
        }
        await expect(page).toHaveURL(new RegExp(`${localized('/kosik', language)}$`))
        const total = page.getByTestId('basket-total')
        await expect(total).toHaveText(formatMinorUnits(configuredTotal, currency))

        // The welcome code takes 10 % off.
        await page.getByLabel(cart(language, 'coupon.label'), { exact: true }).fill(COUPON)
        await page
          .getByRole('button', { name: cart(language, 'coupon.apply'), exact: true })
          .click()
        const discount = Math.round(configuredTotal * 0.1)
        await expect(
          page.getByText(
            fill(cart(language, 'coupon.applied'), {
              code: COUPON,
              amount: formatMinorUnits(discount, currency),
            }),
          ),
        ).toBeVisible()
        await expect(total).toHaveText(formatMinorUnits(configuredTotal - discount, currency))

        // Checkout asks an anonymous shopper to sign in, then goes on with the same basket.
        await page.getByRole('link', { name: cart(language, 'continue'), exact: true }).click()
        const dialog = page.getByRole('dialog', { name: common(language, 'auth.signIn.title') })
        await expect(dialog).toBeVisible()
        await dialog.getByLabel(common(language, 'auth.fields.email')).fill(account.email)
        await dialog
          .getByLabel(common(language, 'auth.fields.password'), { exact: true })
          .fill(account.password)
        await dialog
          .getByRole('button', { name: common(language, 'auth.signIn.submit'), exact: true })
          .click()
        await expect(page).toHaveURL(
          new RegExp(`${localized('/kosik/doprava-a-platba', language)}$`),
        )
        await deliveryAndDetails(page, language, 'bank_transfer')

        // A double click places one order.
        await expect(page.getByText(imageName).first()).toBeVisible()
        const review = page.getByRole('region', {
          name: cart(language, 'checkout.review.deliveryAndPayment'),
        })
        await expectEachOnAtMostLines(review.locator('dd'), 2)
        await expectNoSidewaysScroll(page)
        await page
          .getByRole('checkbox', { name: untagged(cart(language, 'checkout.review.terms')) })
          .check()
        await page.getByRole('button', { name: cart(language, 'checkout.review.place') }).dblclick()
        const number = page.getByTestId('order-number')
        await expect(number).toHaveText(/^\d+$/)
        const orderNumber = (await number.textContent())!
        // The bank details read on a phone: no value wraps a character a line, the page stays put.
        await expectEachOnAtMostLines(bankDetailValues(page), 2)
        await expectNoSidewaysScroll(page)
        if (device === 'phone') await expectTransferDetailsFirst(page, language, orderNumber)
        const orders = await ordersOf(page, language)
        expect(orders.map((order) => order.attributes.number)).toEqual([orderNumber])
        const order = orders[0]!.attributes as unknown as {
          total: number
          delivery_price: number
          discount: number
          items_total: number
          currency: string
        }
        expect(order).toMatchObject({
          currency,
          items_total: configuredTotal,
          discount,
          total: configuredTotal - discount + order.delivery_price,
        })

        // The data layer tells the same story, in the same money.
        const events = await ecommerceEvents(page)
        const named = (name: string) => events.filter((event) => event.event === name)
        expect(named('view_item')[0]?.ecommerce).toMatchObject({
          currency,
          items: [{ item_id: imageId, item_name: imageName, quantity: 1 }],
        })
        expect(named('add_to_cart')).toHaveLength(1)
        expect(named('add_to_cart')[0]!.ecommerce).toMatchObject({
          currency,
          value: configuredTotal / 100,
          items: [
            {
              item_id: imageId,
              item_name: imageName,
              price: configuredTotal / 200,
              quantity: 2,
            },
          ],
        })
        expect(named('begin_checkout')[0]?.ecommerce).toMatchObject({
          currency,
          value: (configuredTotal - discount) / 100,
          items: [{ item_id: imageId, quantity: 2 }],
        })
        expect(named('purchase')).toHaveLength(1)
        expect(named('purchase')[0]!.ecommerce).toMatchObject({
          transaction_id: orderNumber,
          currency,
          value: order.total / 100,
          shipping: order.delivery_price / 100,
          items: [{ item_id: imageId, item_name: imageName, quantity: 2 }],
        })

        // The order is in the profile, and its page shows the print as ordered.
        await page
          .getByRole('link', { name: cart(language, 'checkout.confirmation.orders') })
          .click()
        await expect(page).toHaveURL(
          new RegExp(`${localized('/profil/moje-objednavky', language)}$`),
        )
        await expect(
          page.getByRole('heading', { level: 1, name: profile(language, 'orders.title') }),
        ).toBeVisible()
        const row = page.getByTestId('order-row').filter({ hasText: orderNumber })
        await expect(row).toBeVisible()
        await expect(row).toContainText(formatMinorUnits(order.total, currency))
        await row.getByRole('link').first().click()
        await expect(page).toHaveURL(/\/profil\/moje-objednavky\/\d+$/)
        await expect(page.getByText(imageName).first()).toBeVisible()
        await expect(page.getByTestId('crop-rectangle').first()).toBeVisible()
        await expectEachOnAtMostLines(bankDetailValues(page), 2)
        await expectNoSidewaysScroll(page)
      })
    })
  }
}

/** The bank details' values, not the cells of their copy buttons. */
const bankDetailValues = (page: Page) =>
  page.getByTestId('payment-instructions').locator('dd:not(:has(button))')

/**
 * On a phone the bank details lead: amount, account (the Czech account number of a koruna order,
 * the IBAN of a euro one) and variable symbol first, each with its copy button, all on the first
 * screen; the QR code downloads as a PNG named after the order; at 360 px nothing is wider than the
 * screen and no group of the IBAN is broken.
 */
async function expectTransferDetailsFirst(page: Page, language: Language, orderNumber: string) {
  const confirmation = (key: string) => cart(language, `checkout.confirmation.${key}`)
  const facts = page.getByTestId('payment-key-facts')
  const first = language === 'cs' ? 'account' : 'iban'
  // Polled: the order's page may still be putting its details in.
  await expect
    .poll(async () => (await facts.getByRole('term').allTextContents()).slice(0, 3))
    .toEqual(['amount', first, 'variableSymbol'].map(confirmation))
  // The first screen: the order's page as it opens, at its top.
  await page.evaluate(() => window.scrollTo(0, 0))
  const screenHeight = page.viewportSize()!.height
  for (const fact of ['amount', first, 'variableSymbol']) {
    const copy = facts.getByRole('button', { name: confirmation(`copy.${fact}`) })
    await expect(copy).toBeVisible()
    // Polled: a re-render between the two reads leaves no box for a moment.
    const bottom = async () => {
      const box = await copy.boundingBox()
      return box ? box.y + box.height : Infinity
    }
    await expect
      .poll(bottom, { message: `${fact} is on the first screen` })
      .toBeLessThanOrEqual(screenHeight)
  }

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: confirmation('qrDownload') }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(
    fill(confirmation('qrFileName'), { number: orderNumber }),
  )
  const picture = await fs.readFile(await download.path())
  expect(picture.subarray(1, 4).toString('latin1'), 'the QR download is a PNG').toBe('PNG')

  const phone = page.viewportSize()!
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoSidewaysScroll(page)
  const groups = facts.locator('dd span span')
  expect(await groups.count()).toBeGreaterThanOrEqual(6)
  const broken = await groups.evaluateAll((spans) =>
    spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent),
  )
  expect(broken, 'IBAN groups broken across lines').toEqual([])
  await page.setViewportSize(phone)
}
