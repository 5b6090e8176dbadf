import { test, expect, hydrated } from './fixtures/test'
import { basketWithCropItem, rememberBasket } from './fixtures/basket'
import { localized, text } from './fixtures/locales'
import { expectNoSidewaysScroll } from './fixtures/seen'

/** Runs at 1280 px (desktop) and 390 px (phone): nothing may overflow the viewport sideways. */
for (const path of ['/', '/kontakt', '/en/casto-kladene-dotazy', '/de/obchodni-podminky']) {
  test(`${path} fits the screen without horizontal scrolling`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await expectNoSidewaysScroll(page)
    await expect(page.getByRole('combobox')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
}

test('searching goes to the search page with the query', async ({ page }) => {
  await page.goto('/en/kontakt')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Search the catalogue' }).fill('Praha v mlze')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/vyhledavani\?search=Praha\+v\+mlze$/)
})

for (const language of ['cs', 'en'] as const) {
  test(`${language}: a basket of three prints fits the screen`, async ({ page }) => {
    const { uuid } = await basketWithCropItem(page, { language, imageId: 31, quantity: 1 })
    for (const imageId of [12, 45])
      await basketWithCropItem(page, { language, imageId, quantity: 1, basket: uuid })
    await rememberBasket(page, uuid)
    await page.goto(localized('/kosik', language))
    await hydrated(page)
    await expect(page.getByTestId('basket-item')).toHaveCount(3)
    await expectNoSidewaysScroll(page)
    const summary = page.getByRole('region', { name: text(language, 'cart', 'summary') })
    const box = (await summary.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  })
}

test('the product page keeps the price and "add to basket" at hand', async ({ page }) => {
  await page.goto('/produkt/31')
  await hydrated(page)
  const form = page.getByRole('form', { name: text('cs', 'detail', 'configurator.title') })
  const bar = page.getByRole('region', { name: text('cs', 'detail', 'configurator.quickAdd') })
  await form.getByLabel(text('cs', 'detail', 'configurator.layout')).scrollIntoViewIfNeeded()
  const phone = page.viewportSize()!.width < 1024
  if (!phone) {
    // On a desktop the picture stays beside the configurator instead.
    await form.getByRole('button', { name: text('cs', 'detail', 'configurator.add') }).hover()
    const picture = page.getByRole('main').locator('img[fetchpriority="high"]')
    const box = (await picture.boundingBox())!
    expect(box.y).toBeLessThan(page.viewportSize()!.height)
    expect(box.y + box.height).toBeGreaterThan(0)
    await expect(bar).toBeHidden()
    return
  }
  await expect(bar).toBeVisible()
  await expect(bar).toContainText(/\d+,\d\d\u00a0Kč/)
  await bar.getByRole('button', { name: text('cs', 'detail', 'configurator.add') }).click()
  await expect(
    page.getByRole('link', { name: text('cs', 'detail', 'configurator.toBasket') }),
  ).toBeVisible()
  // At the form's own button the bar goes: nothing is offered twice.
  await form
    .getByRole('button', { name: text('cs', 'detail', 'configurator.add') })
    .scrollIntoViewIfNeeded()
  await expect(bar).toBeHidden()
})

test('a canvas is previewed with its mirrored sides, drawn and within the screen', async ({
  page,
}) => {
  await page.goto('/produkt/31')
  await hydrated(page)
  const form = page.getByRole('form', { name: text('cs', 'detail', 'configurator.title') })
  // This photograph is too small for a sharp canvas: the option says so, and can still be chosen.
  const layout = form.getByLabel(text('cs', 'detail', 'configurator.layout'))
  const canvas = layout.locator('option', { hasText: 'Obraz na plátně' })
  await expect(canvas).toHaveText(/^⚠ Obraz na plátně – /)
  await layout.selectOption((await canvas.getAttribute('value'))!)
  await form.getByRole('radio', { name: text('cs', 'detail', 'configurator.crop') }).check()
  const preview = form.getByRole('img', {
    name: text('cs', 'detail', 'configurator.canvasPreview.label').replace('{{depth}}', '2'),
  })
  await preview.scrollIntoViewIfNeeded()
  await expect(preview).toBeVisible()
  const box = (await preview.boundingBox())!
  expect(box.width).toBeGreaterThan(150)
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  // The front and both sides draw the same picture, and it loads.
  expect(await preview.locator('use').count()).toBe(3)
  const drawn = await preview.locator('image').evaluate(async (image) => {
    const picture = new Image()
    picture.src = image.getAttribute('href')!
    await picture.decode()
    return picture.naturalWidth
  })
  expect(drawn).toBeGreaterThan(0)
  await expectNoSidewaysScroll(page)
})
