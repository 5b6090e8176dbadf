import { test, expect } from './fixtures/test'
import { languages, localized, text } from './fixtures/locales'

const footerKeys = [
  'home',
  'about',
  'contact',
  'terms',
  'techTerms',
  'privacy',
  'paymentMethods',
  'delivery',
  'faq',
  'siteMap',
]

for (const language of languages) {
  test(`every footer link resolves in ${language}`, async ({ page, request }) => {
    await page.goto(localized('/doprava', language))
    const nav = page.getByRole('contentinfo').getByRole('navigation')
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(footerKeys.length)
    const names = await links.allInnerTexts()
    expect(names).toEqual(footerKeys.map((key) => text(language, 'common', `nav.${key}`)))
    for (const href of await links.evaluateAll((all) =>
      all.map((a) => a.getAttribute('href') ?? ''),
    )) {
      expect(
        href === localized('/', language) ||
          href.startsWith(localized('/', language) === '/' ? '/' : `/${language}/`),
      ).toBe(true)
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
    }
  })
}

test('the site map links every informational page and they resolve', async ({ page, request }) => {
  await page.goto('/en/mapa-stranek')
  const links = page.getByRole('main').getByRole('link')
  expect(await links.count()).toBeGreaterThanOrEqual(11)
  for (const href of await links.evaluateAll((all) =>
    all.map((a) => a.getAttribute('href') ?? ''),
  )) {
    expect((await request.get(href)).status(), href).toBe(200)
  }
})
