import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { text } from './fixtures/locales'

test('cs: top bar -> category -> subcategory -> product, as the API files them', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const topBar = page.getByRole('banner')
  const foto = topBar.getByRole('button', { name: 'Fotografie', exact: true })
  await foto.hover()
  await expect(foto).toHaveAttribute('aria-expanded', 'true')
  await topBar.getByRole('link', { name: 'Příroda' }).click()

  await expect(page).toHaveURL(/\/kategorie\/priroda$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Příroda')
  const first = await apiGet('/images?filter[category]=priroda&per_page=24')
  const grid = page.getByRole('list', { name: 'Příroda' })
  await expect(grid.getByRole('listitem')).toHaveCount(first.data.length)
  await expect(page.getByRole('status')).toHaveText(`Nalezeno obrázků: ${first.meta!.total}`)

  await page.getByRole('link', { name: 'Hory', exact: true }).click()
  await expect(page).toHaveURL(/\/kategorie\/priroda\/hory$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hory')
  const breadcrumbs = page.getByRole('navigation', {
    name: text('cs', 'category', 'breadcrumbs.label'),
  })
  await expect(breadcrumbs.getByRole('link')).toHaveText(['Úvod', 'Kategorie', 'Příroda'])
  const mountains = await apiGet('/images?filter[subcategory]=hory&per_page=24')
  const image = mountains.data[0]!
  const name = String(image.attributes.name)

  await page.getByRole('link', { name }).first().click()
  await expect(page).toHaveURL(new RegExp(`/produkt/${image.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText(/^Od [\d\s\u00a0]+,\d\d\u00a0Kč$/).first()).toBeVisible()
  // The large picture is the LCP: eager, and asked for first.
  const picture = page.getByRole('img', { name })
  await expect(picture).toHaveAttribute('loading', 'eager')
  await expect(picture).toHaveAttribute('fetchpriority', 'high')
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
  expect(jsonLd.map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'Product'])
  expect(jsonLd.find((data) => data['@type'] === 'Product')).toMatchObject({
    name,
    offers: { priceCurrency: 'CZK' },
  })
})

test('a loaded picture shows over its placeholder colour, with no fade for the browser to draw', async ({
  page,
}) => {
  await page.goto('/produkt/31')
  await hydrated(page)
  const main = page.locator('img[data-main-image][fetchpriority="high"]')
  await expect(main).toHaveJSProperty('complete', true)
  await expect(main).toHaveCSS('opacity', '1')
  // What the shopper sees in the middle of the picture is the picture, not the placeholder.
  const onTop = await main.evaluate((picture) => {
    const box = picture.getBoundingClientRect()
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === picture
  })
  expect(onTop).toBe(true)
  // gatsby-plugin-image fades the placeholder out over 500 ms; under the opaque picture that is
  // frames nobody sees (34 instead of 6 in a product page's first seconds). The placeholder is the
  // box in the picture's colour: no picture of its own to load.
  const placeholder = page
    .locator('[data-gatsby-image-wrapper]', { has: main })
    .locator('[data-placeholder-image]')
  await expect(placeholder).toHaveJSProperty('tagName', 'DIV')
  await expect(placeholder).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(placeholder).toHaveCSS('transition-duration', '0s')
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
})

test('en: categories -> category -> subcategory -> product in English and euros', async ({
  page,
}) => {
  await page.goto('/en/kategorie')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories')
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    'Photographs',
    'Illustrations',
  ])
  await page.getByRole('link', { name: /^Cities and architecture/ }).click()
  await expect(page).toHaveURL(/\/en\/kategorie\/mesta-a-architektura$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cities and architecture')

  await page.getByRole('link', { name: 'Architecture', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/kategorie\/mesta-a-architektura\/architektura$/)
  const listed = await apiGet('/images?filter[subcategory]=architektura&per_page=24', 'en')
  const grid = page.getByRole('list', { name: 'Architecture' })
  await expect(grid.getByRole('listitem')).toHaveCount(listed.data.length)
  const image = listed.data[0]!
  await grid.getByRole('link', { name: String(image.attributes.name) }).click()

  await expect(page).toHaveURL(new RegExp(`/en/produkt/${image.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(image.attributes.name))
  await expect(page.getByText(/^From [\d\s\u00a0]+,\d\d\u00a0€$/).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Similar pictures' })).toBeVisible()
})

test('orientation and colour filters ask the API and survive a reload', async ({ page }) => {
  await page.goto('/kategorie/priroda')
  await hydrated(page)
  const status = page.getByRole('status')

  const portrait = await apiGet('/images?filter[category]=priroda&filter[orientation]=portrait')
  await page.getByRole('radio', { name: 'Na výšku' }).check()
  await expect(page).toHaveURL(/orientace=portrait/)
  await expect(status).toHaveText(`Nalezeno obrázků: ${portrait.meta!.total}`)
  await expect(page.getByRole('list', { name: 'Příroda' }).getByRole('listitem')).toHaveCount(
    portrait.data.length,
  )

  await page.getByRole('radio', { name: 'Jakákoli' }).check()
  const all = await apiGet('/images?filter[category]=priroda&per_page=1')
  const colour = (all.data[0]!.attributes.colors as string[])[0]!
  const coloured = await apiGet(`/images?filter[category]=priroda&filter[colors]=${colour}`)
  const name = text('cs', 'category', `colourNames.${colour}`)
  // The palette is folded until asked for; opened, each colour says how many pictures it leaves.
  await page.getByText('Barvy', { exact: true }).click()
  const swatch = page.getByRole('checkbox', {
    name: `${name}, obrázků: ${coloured.meta!.total}`,
  })
  await swatch.check()
  await expect(page).toHaveURL(new RegExp(`barvy=${colour}`))
  await expect(status).toHaveText(`Nalezeno obrázků: ${coloured.meta!.total}`)

  await page.reload()
  await hydrated(page)
  await expect(swatch).toBeChecked()
  await expect(status).toHaveText(`Nalezeno obrázků: ${coloured.meta!.total}`)
  await page.getByRole('button', { name: 'Zrušit filtry' }).click()
  await expect(page).toHaveURL(/\/kategorie\/priroda$/)
})

test('pagination brings the next page from the API', async ({ page }) => {
  const popular = await apiGet('/homepage/popular_products?per_page=24&page=2')
  await page.goto('/popularni-produkty')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Stránkování' })
  await expect(nav).toContainText(`Strana 1 z ${popular.meta!.last_page}`)
  await nav.getByRole('link', { name: 'Další' }).click()
  await expect(page).toHaveURL(/\?strana=2$/)
  const grid = page.getByRole('list', { name: 'Oblíbené u zákazníků' })
  await expect(grid.getByRole('listitem').first()).toContainText(
    String(popular.data[0]!.attributes.name).slice(0, 20),
  )
  await expect(nav).toContainText(`Strana 2 z ${popular.meta!.last_page}`)
})

test('category tabs list the API categories and open by mouse and keyboard', async ({ page }) => {
  const categories = await apiGet('/categories?filter[frontend_client]=spa')
  await page.goto('/')
  await hydrated(page)
  const topBar = page.getByRole('banner')
  const groups = [...new Set(categories.data.map((category) => String(category.attributes.name)))]
  const order = ['AKCE', 'FOTO', 'ILUSTRACE'].filter((name) => groups.includes(name))
  // Each group by its Czech name (in capitals by CSS).
  const groupName = (group: string) => text('cs', 'common', `categoryGroups.${group}`)
  await expect(
    topBar.getByRole('navigation', { name: 'Kategorie' }).getByRole('button'),
  ).toHaveText(order.map(groupName))

  const illustration = topBar.getByRole('button', { name: groupName('ILUSTRACE'), exact: true })
  await illustration.focus()
  await page.keyboard.press('Enter')
  await expect(illustration).toHaveAttribute('aria-expanded', 'true')
  const links = page.locator('#tab-panel-ILUSTRACE').getByRole('link')
  const expected = categories.data.filter((category) => category.attributes.name === 'ILUSTRACE')
  await expect(links).toHaveCount(expected.length)
  await page.keyboard.press('Tab')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(illustration).toBeFocused()
  await expect(illustration).toHaveAttribute('aria-expanded', 'false')

  const foto = topBar.getByRole('button', { name: groupName('FOTO'), exact: true })
  await foto.hover()
  const cities = page.locator('#tab-panel-FOTO').getByRole('link', { name: /Města/ })
  await expect(cities).toHaveAttribute('href', '/kategorie/mesta-a-architektura')
  // Its two lines, the second typeset ("a" kept with "architektura").
  expect(await cities.innerHTML()).toBe('Města<br>a&nbsp;architektura')
})

test('the site map lists every category', async ({ page }) => {
  const categories = await apiGet('/categories', 'de')
  await page.goto('/de/mapa-stranek')
  const section = page.getByRole('region', { name: 'Kategorien und Unterkategorien' })
  for (const category of categories.data)
    await expect(
      section.getByRole('link', { name: String(category.attributes.title), exact: true }),
    ).toHaveAttribute('href', `/de/kategorie/${category.attributes.slug}`)
})
