import { test, expect } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { E2E_API_URL } from './fixtures/config'
import { localized, text, type Language } from './fixtures/locales'
import { formatMinorUnits, type Currency } from '../src/lib/format'

/** Each shop's delivery page lists every method the API offers in that language, in its currency. */
const shops: Array<[Language, Currency]> = [
  ['cs', 'CZK'],
  ['en', 'EUR'],
  ['de', 'EUR'],
]

for (const [language, currency] of shops) {
  test(`the delivery page prices every method in ${currency} (${language})`, async ({ page }) => {
    const { data: methods } = await apiGet('/delivery_methods', language)
    expect(methods.length).toBeGreaterThan(0)
    await page.goto(localized('/doprava', language))
    const listed = page.getByTestId('delivery-methods').getByRole('listitem')
    await expect(listed).toHaveCount(methods.length)
    for (const method of methods) {
      const {
        name,
        price,
        currency: charged,
      } = method.attributes as {
        name: string
        price: number
        currency: string
      }
      expect(charged).toBe(currency)
      const item = listed.filter({ hasText: name })
      await expect(item).toHaveCount(1)
      await expect(item.getByTestId('delivery-price')).toHaveText(
        price === 0
          ? text(language, 'delivery', 'methods.free')
          : formatMinorUnits(price, currency),
      )
    }
  })
}

test('the euro shop prices Czech methods in euros', async ({ page }) => {
  await page.goto('/en/doprava')
  const czechia = page.getByRole('region', {
    name: text('en', 'delivery', 'sections.czechRepublic.heading'),
  })
  const prices = await czechia.getByTestId('delivery-price').allTextContents()
  expect(prices.length).toBeGreaterThan(1)
  for (const price of prices) expect(price).toMatch(/\u00a0€$|^Free$/)
})

test('the German shop links its Impressum from every page', async ({ page }) => {
  const response = await fetch(`${E2E_API_URL}/shop`)
  const shop = ((await response.json()) as { data: { attributes: Record<string, string> } }).data
    .attributes
  await page.goto('/de/doprava')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('de', 'common', 'footer.impressum') })
    .click()
  await expect(page).toHaveURL(/\/de\/kontakt#impressum$/)
  const impressum = page.getByRole('region', { name: text('de', 'contact', 'impressum.heading') })
  await expect(impressum).toBeInViewport()
  for (const fact of [shop.company_name, shop.address, shop.company_id, shop.vat_id, shop.email])
    await expect(impressum).toContainText(fact!)
})
