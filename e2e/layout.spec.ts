import { test, expect, hydrated } from './fixtures/test'

/** Runs at 1280 px (desktop) and 390 px (phone): nothing may overflow the viewport sideways. */
for (const path of ['/', '/kontakt', '/en/casto-kladene-dotazy', '/de/obchodni-podminky']) {
  test(`${path} fits the screen without horizontal scrolling`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
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
