import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { expectNoSidewaysScroll } from './fixtures/seen'
import { E2E_API_URL } from './fixtures/config'
import { localized, text, type Language } from './fixtures/locales'
import { formatMinorUnits } from '../src/lib/format'

const t = (language: Language, key: string) => text(language, 'detail', `configurator.${key}`)

interface Included {
  type: string
  id: string
  attributes: Record<string, unknown>
  relationships?: Record<string, { data: Array<{ id: string }> }>
}

for (const language of ['cs', 'en'] as const) {
  test(`${language}: configure a cropped print, and the basket charges the price shown`, async ({
    page,
  }) => {
    const [image] = (await apiGet('/images?per_page=1', language)).data
    const detail = await apiGet(`/images/${image!.id}`, language)
    const included = (detail.included ?? []) as Included[]
    // A layout with more than one standard size; its last paper (a surcharge, if any).
    const layout =
      included.find(
        (entry) => entry.type === 'layouts' && (entry.attributes.sizes as unknown[]).length > 1,
      ) ?? included.find((entry) => entry.type === 'layouts')!
    const paperId = layout.relationships!.papers!.data.at(-1)!.id
    const paper = included.find((entry) => entry.type === 'papers' && entry.id === paperId)!
    const size = (layout.attributes.sizes as Array<{ width_mm: number; height_mm: number }>).at(-1)!

    await page.goto(localized(`/produkt/${image!.id}`, language))
    await hydrated(page)
    const form = page.getByRole('form', { name: t(language, 'title') })
    await form.getByLabel(t(language, 'layout')).selectOption(String(layout.id))
    await form.getByLabel(t(language, 'paper')).selectOption(paper.id)
    await form.getByLabel(t(language, 'size')).selectOption(`${size.width_mm}x${size.height_mm}`)
    await form.getByRole('radio', { name: t(language, 'portrait') }).check()
    await form.getByRole('radio', { name: t(language, 'crop') }).check()

    const crop = form.getByRole('application', { name: t(language, 'cropArea.label') })
    await crop.focus()
    await expect(crop).toBeFocused()
    // The editor's styles come with the configurator's code: the frame lies over the picture and
    // dims what is cut away.
    await expect(crop).toHaveCSS('position', 'absolute')
    await expect(crop).toHaveCSS('box-shadow', /9999px/)
    const before = await crop.evaluate((element) => (element as HTMLElement).style.cssText)
    // A portrait crop of a landscape picture moves sideways, of a portrait one up and down.
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowUp')
    await expect
      .poll(() => crop.evaluate((element) => (element as HTMLElement).style.cssText))
      .not.toBe(before)

    // The largest size as a portrait crop of a landscape picture is rated too low: the shopper is
    // asked before it goes into the basket, and the warning follows it there.
    const quality = form.locator('[data-quality]')
    await expect(quality).toHaveAttribute('data-quality', 'low')
    const dpi = (await quality.textContent())!.match(/(\d+)\s+DPI/)![1]!
    const shown = await form.getByTestId('total-price').textContent()
    await form.getByRole('button', { name: t(language, 'add') }).click()
    const confirm = page.getByRole('dialog', { name: t(language, 'lowQuality.title') })
    await expect(confirm).toContainText(`${dpi} DPI`)
    await confirm.getByRole('button', { name: t(language, 'lowQuality.addAnyway') }).click()
    await expect(confirm).toBeHidden()
    await expect(
      page.getByText(t(language, 'added').replace('{{name}}', String(image!.attributes.name))),
    ).toBeVisible()

    const uuid = await page.evaluate(() => window.localStorage.getItem('print-shop.basket'))
    expect(uuid).toBeTruthy()
    const response = await page.request.get(`${E2E_API_URL}/baskets/${uuid}`, {
      headers: { 'Accept-Language': language },
    })
    expect(response.ok()).toBe(true)
    const basket = (await response.json()) as { included: Included[] }
    const items = basket.included.filter((entry) => entry.type === 'basket_items')
    expect(items).toHaveLength(1)
    const item = items[0]!.attributes
    expect(item).toMatchObject({
      format_type: 'crop',
      custom_width: Math.min(size.width_mm, size.height_mm),
      custom_height: Math.max(size.width_mm, size.height_mm),
      quantity: 1,
      currency: language === 'cs' ? 'CZK' : 'EUR',
    })
    expect(item.coordinate_x).not.toBeNull()
    expect(shown).toBe(
      formatMinorUnits(item.total_price as number, language === 'cs' ? 'CZK' : 'EUR'),
    )

    await page.goto(localized('/kosik', language))
    await expect(page.getByTestId('quality-warning')).toHaveText(
      text(language, 'common', 'basket.lowQuality').replace('{{dpi}}', dpi),
    )
  })
}

const MARKS = { good: '✓', acceptable: '◐', low: '⚠' } as const

for (const width of [390, 1280]) {
  test(`cs, ${width} px wide: every size of every product shows its print quality, and fits`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    // The most popular picture: a photograph of 2,048 px, too small for any canvas.
    const [image] = (await apiGet('/images?per_page=1')).data
    const included = ((await apiGet(`/images/${image!.id}`)).included ?? []) as Included[]
    /** Each layout's standard sizes as the size field's values. */
    const sizesOf = new Map(
      included
        .filter((entry) => entry.type === 'layouts')
        .map((entry) => [
          entry.id,
          (entry.attributes.sizes as Array<{ width_mm: number; height_mm: number }>)
            .map((size) => `${size.width_mm}x${size.height_mm}`)
            .sort(),
        ]),
    )
    await page.goto(localized(`/produkt/${image!.id}`, 'cs'))
    await hydrated(page)
    const form = page.getByRole('form', { name: t('cs', 'title') })
    const layoutField = form.getByLabel(t('cs', 'layout'))
    const sizeField = form.getByLabel(t('cs', 'size'))
    const layouts = await layoutField
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    const blurred = t('cs', 'layoutBlurred').split('{{layout}}')[1]!
    await expect(layoutField.locator('option', { hasText: blurred }).first()).toBeAttached()

    for (const layout of layouts) {
      await layoutField.selectOption(layout)
      // The live configurator lists the layout's sizes (the built form, until it takes over, does not).
      await expect
        .poll(() =>
          sizeField
            .locator('option[data-size-quality]')
            .evaluateAll((options) =>
              options.map((option) => (option as HTMLOptionElement).value).sort(),
            ),
        )
        .toEqual(sizesOf.get(layout))
      await expect(form.getByTestId('size-quality-legend')).toBeVisible()
      // Each option's text as the closed field would show it, measured in the field's own font.
      const measure = () =>
        sizeField.locator('option[data-size-quality]').evaluateAll((options) => {
          const field = options[0]!.closest('select')!
          const style = getComputedStyle(field)
          const context = document.createElement('canvas').getContext('2d')!
          context.font = style.font
          // The field's text box: its width less its padding and the arrow's room.
          const room =
            field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24
          return options.map((option) => ({
            text: option.textContent ?? '',
            name: option.getAttribute('aria-label') ?? '',
            quality: option.getAttribute('data-size-quality') as keyof typeof MARKS,
            fits: context.measureText(option.textContent ?? '').width <= room,
          }))
        })
      // Measured once the field has its width: the configurator takes over from the built form,
      // and a field caught mid-swap measures nothing.
      await expect(sizeField).toBeVisible()
      await expect
        .poll(async () => (await measure()).filter((size) => !size.fits).map((size) => size.text))
        .toEqual([])
      const sizes = await measure()
      expect(sizes.length).toBeGreaterThan(0)
      for (const size of sizes) {
        expect(size.text.startsWith(`${MARKS[size.quality]} `), size.text).toBe(true)
        expect(size.name).toMatch(new RegExp(`, ${t('cs', `sizeQuality.${size.quality}`)}$`))
        expect(size.fits, `"${size.text}" fits the field ${width} px wide`).toBe(true)
      }
      // The chosen size shows its mark in the closed field, and the hint says it in words.
      await expect(sizeField.locator('option:checked')).toHaveText(/^[✓◐⚠] /)
      await expect(form.locator('p[data-quality]')).toBeVisible()
    }
    await expectNoSidewaysScroll(page)
  })
}
