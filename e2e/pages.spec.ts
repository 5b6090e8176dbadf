import { test, expect } from './fixtures/test'
import { informationRoutes, languages, localized, text } from './fixtures/locales'

for (const language of languages) {
  test.describe(`pages in ${language}`, () => {
    for (const route of informationRoutes) {
      test(`${localized(route.path, language)} shows its title`, async ({ page }) => {
        const response = await page.goto(localized(route.path, language))
        const title = text(language, route.group, route.key)
        expect(response?.status()).toBe(route.path.startsWith('/stranka-ktera') ? 404 : 200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page).toHaveTitle(`${title} | Obrazárna`)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        expect(await page.locator('main').textContent()).not.toMatch(/\{\{|\}\}/)
      })
    }

    test('home page names the shop and its products', async ({ page }) => {
      await page.goto(localized('/', language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'homepage', 'hero.title'),
      )
      await expect(
        page.getByRole('heading', {
          name: text(language, 'homepage', 'products.canvas.name'),
          exact: true,
        }),
      ).toBeVisible()
      await expect(
        page.getByPlaceholder(text(language, 'common', 'topbar.search.placeholder')),
      ).toBeVisible()
    })
  })
}

test('the Czech search field says "Zadejte hledaný název"', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('combobox')).toHaveAttribute('placeholder', 'Zadejte hledaný název')
})

test('shop details fill the placeholders of the texts', async ({ page }) => {
  await page.goto('/en/obchodni-podminky')
  const body = await page.locator('main').innerText()
  expect(body).not.toMatch(/\{\{|\}\}/)
  expect(body).toContain('Obrazárna s.r.o.')
  expect(body).toContain('21436587')
})

test('FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/casto-kladene-dotazy')
  const first = page.locator('details').first()
  await first.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('open', '')
  await page.keyboard.press('Enter')
  await expect(first).not.toHaveAttribute('open', '')
})

test('the footer shows contact lines, three benefits and this year', async ({ page }) => {
  await page.goto('/o-nas')
  const footer = page.getByRole('contentinfo')
  for (const phone of await footer.getByRole('link', { name: '+420 228 880 170' }).all()) {
    await expect(phone).toHaveAttribute('href', 'tel:+420228880170')
  }
  for (const email of await footer.getByRole('link', { name: 'info@obrazarna.cz' }).all()) {
    await expect(email).toHaveAttribute('href', 'mailto:info@obrazarna.cz')
  }
  await expect(
    footer
      .getByRole('list', { name: text('cs', 'common', 'footer.benefitsLabel') })
      .getByRole('listitem'),
  ).toHaveCount(3)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Obrazárna s.r.o.`)
})

test('the help block shows everywhere except on home and the site map', async ({ page }) => {
  const help = page.getByRole('heading', { name: text('cs', 'common', 'help.title') })
  await page.goto('/doprava')
  await expect(help).toBeVisible()
  await page.goto('/')
  await expect(help).toHaveCount(0)
  await page.goto('/mapa-stranek')
  await expect(help).toHaveCount(0)
})
