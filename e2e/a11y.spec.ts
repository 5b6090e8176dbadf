import { test, expect, hydrated } from './fixtures/test'
import { seriousViolations } from './fixtures/axe'
import { informationRoutes, languages, localized } from './fixtures/locales'

const routes = ['/', ...informationRoutes.map((route) => route.path)]
const cataloguePages = [
  '/kategorie',
  '/kategorie/priroda',
  '/podkategorie/hory',
  '/produkt/31',
  '/popularni-produkty',
]

// One test per page: axe is slow on a busy machine, and a failure names its page.
test.describe.configure({ timeout: 60_000 })

for (const language of languages) {
  const pages = [...routes, ...(language === 'cs' || language === 'en' ? cataloguePages : [])]
  for (const route of pages) {
    test(`axe finds no serious violation on ${localized(route, language)}`, async ({ page }) => {
      await page.goto(localized(route, language))
      await hydrated(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
}

test('axe finds no serious violation with the dialog and the menus open', async ({ page }) => {
  await page.goto('/en/components')
  await hydrated(page)
  await page.getByRole('button', { name: 'Change language' }).click()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  const foto = page.getByRole('banner').getByRole('button', { name: 'Photographs', exact: true })
  await foto.click()
  await expect(foto).toHaveAttribute('aria-expanded', 'true')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Open dialog' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the dialog traps focus, closes on Escape and returns focus to its opener', async ({
  page,
}) => {
  await page.goto('/components')
  await hydrated(page)
  const opener = page.getByRole('button', { name: 'Otevřít dialog' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Ukázkový dialog' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})
