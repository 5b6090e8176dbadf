import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { localized, text, type Language } from './fixtures/locales'

const t = (language: Language, key: string) => text(language, 'common', `consent.${key}`)

test.use({ consent: 'ask' })

const banner = (page: Page, language: Language) =>
  page.getByRole('region', { name: t(language, 'title') })

/** The events the data layer holds (GA4's `{ ecommerce: null }` resets left out). */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is { event: string; ecommerce: { items: Array<{ item_id: string }> } } =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  )

test('cs: the banner asks first, and view_item reaches the data layer only after acceptance', async ({
  page,
}) => {
  const [product] = (await apiGet('/images?per_page=1', 'cs')).data
  await page.goto(localized(`/produkt/${product!.id}`, 'cs'))
  await hydrated(page)

  await expect(banner(page, 'cs')).toBeVisible()
  expect(await dataLayerEvents(page)).toEqual([])

  await banner(page, 'cs')
    .getByRole('button', { name: t('cs', 'accept') })
    .click()
  await expect(banner(page, 'cs')).toBeHidden()
  await expect
    .poll(async () =>
      (await dataLayerEvents(page))
        .filter((entry) => entry.event === 'view_item')
        .map((entry) => entry.ecommerce.items[0]?.item_id),
    )
    .toEqual([String(product!.id)])

  await page.reload()
  await hydrated(page)
  // The stored acceptance applies at once: this visit's view_item goes out without asking.
  await expect
    .poll(async () => (await dataLayerEvents(page)).map((entry) => entry.event))
    .toContain('view_item')
  await expect(banner(page, 'cs')).toBeHidden()
})

test('en: "only necessary" keeps the data layer empty and is remembered', async ({ page }) => {
  const [product] = (await apiGet('/images?per_page=1', 'en')).data
  await page.goto(localized(`/produkt/${product!.id}`, 'en'))
  await hydrated(page)

  await banner(page, 'en')
    .getByRole('button', { name: t('en', 'necessary') })
    .click()
  await expect(banner(page, 'en')).toBeHidden()
  expect(await dataLayerEvents(page)).toEqual([])

  expect(await page.evaluate(() => localStorage.getItem('print-shop.consent'))).toContain(
    'necessary',
  )
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(banner(page, 'en')).toBeHidden()
  expect(await dataLayerEvents(page)).toEqual([])

  // The footer's cookie settings bring the banner back to change the choice.
  await page.getByRole('button', { name: t('en', 'settings') }).click()
  await expect(banner(page, 'en')).toBeVisible()
})

test('on a 390 px phone the banner stays compact and axe finds no serious violation in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
  await expect(banner(page, 'cs')).toBeVisible()

  const box = await banner(page, 'cs').boundingBox()
  expect(box!.height).toBeLessThan(844 * 0.3)
  // The end of the page stays reachable: the body keeps the banner's height free below it.
  await expect
    .poll(() => page.evaluate(() => parseFloat(document.body.style.paddingBottom)))
    .toBeCloseTo(box!.height, 0)
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze()
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([])
})
