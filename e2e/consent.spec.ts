import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { localized, text, type Language } from './fixtures/locales'
import { deliveryAndDetails, homeDeliveryName, registerShopper } from './fixtures/checkout'
import { E2E_GTM_ID } from './fixtures/config'

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
  const [image] = (await apiGet('/images?per_page=1', 'cs')).data
  await page.goto(localized(`/produkt/${image!.id}`, 'cs'))
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
    .toEqual([String(image!.id)])

  await page.reload()
  await hydrated(page)
  // The stored acceptance applies at once: this visit's view_item goes out without asking.
  await expect
    .poll(async () => (await dataLayerEvents(page)).map((entry) => entry.event))
    .toContain('view_item')
  await expect(banner(page, 'cs')).toBeHidden()
})

test('en: "only necessary" keeps the data layer empty and is remembered', async ({ page }) => {
  const [image] = (await apiGet('/images?per_page=1', 'en')).data
  await page.goto(localized(`/produkt/${image!.id}`, 'en'))
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
  // The end of the page stays reachable: scrolled to the bottom, the footer ends above the banner.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect
    .poll(async () => {
      const footer = await page.getByRole('contentinfo').boundingBox()
      const bottom = await banner(page, 'cs').boundingBox()
      return footer && bottom ? Math.round(bottom.y - (footer.y + footer.height)) : null
    })
    .toBeGreaterThanOrEqual(0)
  // A field focused from the keyboard scrolls clear of it: the page's scroll padding covers it.
  const padding = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
  )
  expect(padding).toBeGreaterThanOrEqual(box!.height)
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze()
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([])
})

/** The journey's events, in the order a bank-transfer purchase sends them. */
const FUNNEL = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
]

test('cs: nothing reaches Google before consent; then a bank-transfer purchase, event by event', async ({
  page,
  googleTagRequests,
}) => {
  test.setTimeout(120_000)
  await registerShopper(page, 'cs')
  const cart = (key: string) => text('cs', 'cart', key)
  const detail = (key: string) => text('cs', 'detail', `configurator.${key}`)

  // Browsing before a choice: the events wait in the page, no Google address is asked for.
  await page.goto('/')
  await hydrated(page)
  const popular = page.getByRole('list', { name: text('cs', 'homepage', 'popular.title') })
  await expect(popular.getByRole('link').first()).toBeVisible()
  await expect(banner(page, 'cs')).toBeVisible()
  await page.waitForTimeout(500)
  expect(googleTagRequests).toEqual([])
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()

  await banner(page, 'cs')
    .getByRole('button', { name: t('cs', 'accept') })
    .click()
  // The consent defaults (denied) and the update (granted) are in the data layer before the
  // container starts; the container's script is the first request to Google.
  await expect.poll(() => googleTagRequests.length).toBeGreaterThan(1)
  expect(googleTagRequests[0]!.url.href).toBe(
    `https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_ID}`,
  )
  const order = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? `${(entry as IArguments)[0]} ${(entry as IArguments)[1]}`
        : String((entry as { event?: string }).event),
    ),
  )
  expect(order.slice(0, 3)).toEqual(['consent default', 'consent update', 'gtm.js'])

  // A popular picture, configured and put in the basket.
  const card = popular.getByRole('link').first()
  const imageId = (await card.getAttribute('href'))!.split('/').pop()!
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/produkt/${imageId}$`))
  await hydrated(page)
  // The configurator's first choice: the smallest size of the first layout.
  const form = page.getByRole('form', { name: detail('title') })
  const size = await form.getByLabel(detail('size')).inputValue()
  const [width, height] = size.split('x').map((mm) => Number(mm) / 10)
  await form.getByRole('button', { name: detail('add') }).click()
  await expect
    .poll(() => googleTagRequests.map((request) => request.event))
    .toContain('add_to_cart')

  // The basket page (a new page load: the stored consent starts the container at once), checkout.
  await page.goto('/kosik')
  await hydrated(page)
  await page.getByRole('link', { name: cart('continue'), exact: true }).click()
  await deliveryAndDetails(page, 'cs', 'bank_transfer')
  await page
    .getByRole('checkbox', { name: cart('checkout.review.terms').replace(/<\/?\w+>/g, '') })
    .check()
  await page.getByRole('button', { name: cart('checkout.review.place') }).click()
  const orderNumber = (await page.getByTestId('order-number').textContent())!
  expect(orderNumber).toMatch(/^\d+$/)

  await expect
    .poll(() => googleTagRequests.map((request) => request.event).filter(Boolean))
    .toContain('purchase')
  for (const request of googleTagRequests) {
    // Only the container and its hits, each with analytics granted and advertising denied.
    if (request.event) expect(request.url.searchParams.get('gcs')).toBe('G101')
    else expect(request.url.pathname).toBe('/gtm.js')
  }
  const hits = googleTagRequests.filter(
    (request) => request.event && FUNNEL.includes(request.event),
  )
  const names = hits.map((request) => request.event)
  // Each step once, in the funnel's order (the product page also lists related pictures).
  expect(names.filter((name) => name !== 'view_item_list')).toEqual(FUNNEL.slice(1))
  expect(names.indexOf('view_item_list')).toBe(0)

  const hit = (name: string) =>
    hits.find((request) => request.event === name)!.body as {
      ecommerce: Record<string, unknown> & { items: Array<Record<string, unknown>> }
    }
  expect(hit('view_item_list').ecommerce.item_list_id).toBe('home_popular')
  expect(hit('select_item').ecommerce.items[0]).toMatchObject({
    item_id: imageId,
    item_list_id: 'home_popular',
  })
  expect(hit('view_item').ecommerce).toMatchObject({
    currency: 'CZK',
    items: [{ item_id: imageId }],
  })
  const added = hit('add_to_cart').ecommerce
  expect(added).toMatchObject({ currency: 'CZK', items: [{ item_id: imageId, quantity: 1 }] })
  expect(added.items[0]!.item_variant).toMatch(
    new RegExp(`, (${width}×${height}|${height}×${width}) cm$`),
  )
  expect(added.value).toBeGreaterThan(0)
  expect(hit('view_cart').ecommerce).toMatchObject({
    currency: 'CZK',
    items: [{ item_id: imageId, quantity: 1 }],
  })
  expect(hit('add_shipping_info').ecommerce.shipping_tier).toBe(await homeDeliveryName(page, 'cs'))
  expect(hit('add_payment_info').ecommerce.payment_type).toBe('bank_transfer')
  const purchase = hit('purchase').ecommerce
  expect(purchase).toMatchObject({
    transaction_id: orderNumber,
    currency: 'CZK',
    payment_type: 'bank_transfer',
    items: [{ item_id: imageId, quantity: 1 }],
  })
  expect(purchase.value).toBeGreaterThanOrEqual(added.value as number)
  expect(purchase.tax).toBeGreaterThan(0)
  expect(purchase.shipping).toBeGreaterThanOrEqual(0)
})
