import { test, expect, hydrated } from './fixtures/test'
import { E2E_SITE_URL } from './fixtures/config'

const robots = 'meta[name="robots"][content*="noindex"]'

test('canonical and hreflang alternates point at the public host', async ({ page }) => {
  await page.goto('/de/doprava?utm_source=newsletter')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${E2E_SITE_URL}/de/doprava`,
  )
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )
  expect(alternates).toEqual([
    ['cs', `${E2E_SITE_URL}/doprava`],
    ['sk', `${E2E_SITE_URL}/sk/doprava`],
    ['de', `${E2E_SITE_URL}/de/doprava`],
    ['en', `${E2E_SITE_URL}/en/doprava`],
    ['x-default', `${E2E_SITE_URL}/en/doprava`],
  ])
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${E2E_SITE_URL}/de/doprava`,
  )
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE')
})

test('the Czech canonical has no language prefix', async ({ page }) => {
  await page.goto('/kontakt')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${E2E_SITE_URL}/kontakt`,
  )
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Napište nám/)
})

test('content pages are indexable, the basket is not', async ({ page }) => {
  await page.goto('/o-nas')
  await hydrated(page)
  await expect(page.locator(robots)).toHaveCount(0)
  for (const path of ['/kosik', '/en/kosik']) {
    await page.goto(path)
    await expect(page.locator(robots)).toHaveCount(1)
  }
})

test('an address with a query string is noindex, also after client-side navigation', async ({
  page,
}) => {
  await page.goto('/o-nas?ref=facebook')
  await hydrated(page)
  await expect(page.locator(robots)).toHaveCount(1)

  await page.goto('/o-nas')
  await hydrated(page)
  await expect(page.locator(robots)).toHaveCount(0)
  await page.getByTestId('account-button').click()
  await expect(page).toHaveURL(/\/o-nas\?modal=sign-in$/)
  await expect(page.locator(robots)).toHaveCount(1)
  // Closing the dialog removes its parameter again.
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/o-nas$/)
  await expect(page.locator(robots)).toHaveCount(0)

  await page.goto('/o-nas?ref=facebook')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(page.locator(robots)).toHaveCount(0)
})

test('sitemap.xml lists public pages in every language with alternates, and no private route', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain(`<loc>${E2E_SITE_URL}/casto-kladene-dotazy</loc>`)
  expect(xml).toContain(`<loc>${E2E_SITE_URL}/sk/casto-kladene-dotazy</loc>`)
  expect(xml).toContain(`hreflang="x-default" href="${E2E_SITE_URL}/en/casto-kladene-dotazy"`)
  expect(xml).not.toMatch(/kosik|profil|components|404/)
  const urls = xml.match(/<url>/g) ?? []
  expect(urls.length % 4).toBe(0)
})

test('robots.txt keeps private routes out in every language and names the sitemap', async ({
  request,
}) => {
  const robotsTxt = await (await request.get('/robots.txt')).text()
  for (const prefix of ['', '/sk', '/de', '/en']) {
    expect(robotsTxt).toContain(`Disallow: ${prefix}/kosik`)
    expect(robotsTxt).toContain(`Disallow: ${prefix}/profil`)
  }
  expect(robotsTxt).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`)
})
