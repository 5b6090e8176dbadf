import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { localized, text } from './fixtures/locales'
import { CARD_NAME_LENGTH, truncate } from '../src/lib/format'

/** The home page's "recently viewed" carousel shows what this visitor opened, newest first. */
for (const language of ['cs', 'en'] as const) {
  test(`${language}: products viewed appear in the home page's recently viewed carousel`, async ({
    page,
  }) => {
    const title = text(language, 'homepage', 'recent.title')
    await page.goto(localized('/', language))
    await hydrated(page)
    // A first visit has seen nothing yet: no empty section.
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0)

    const { data } = await apiGet('/images?per_page=2', language)
    const [first, second] = data
    for (const image of [first!, second!]) {
      const recorded = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/images/${image.id}`) && response.request().method() === 'GET',
      )
      await page.goto(localized(`/produkt/${image.id}`, language))
      await hydrated(page)
      await recorded
    }

    await page.goto(localized('/', language))
    await hydrated(page)
    const section = page.getByRole('region', { name: title })
    await expect(section).toBeVisible()
    const names = section.getByRole('heading', { level: 3 })
    await expect(names.first()).toHaveText(
      truncate(String(second!.attributes.name), CARD_NAME_LENGTH),
    )
    await expect(
      section.getByText(truncate(String(first!.attributes.name), CARD_NAME_LENGTH)),
    ).toBeAttached()
  })
}
