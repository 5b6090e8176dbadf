import { test, expect, hydrated } from './fixtures/test'
import { addPicture, apiGet, changeFromPrice, removePicture } from './fixtures/catalogue'
import { E2E_API_URL } from './fixtures/config'
import { localized, text, type Language } from './fixtures/locales'
import { expectEveryPictureSeen } from './fixtures/seen'
import { formatMinorUnits } from '../src/lib/format'

/*
 * The catalogue changes between builds: the owner adds a picture, withdraws one, changes a price.
 * The shop shows what is true now. Every journey here works on the pictures of one category that no
 * other journey reads (minimalismus), each on a picture of its own, and puts back what it changed.
 */
const CATEGORY = 'minimalismus'

async function categoryPictures() {
  return (await apiGet(`/images?filter[category]=${CATEGORY}&per_page=24`)).data
}

const noindex = 'meta[name="robots"][content*="noindex"]'
const detail = (language: Language, key: string) => text(language, 'detail', key)

test('a picture added since the build opens in Czech and English and goes into the basket', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const [source] = await categoryPictures()
  const name = `Přidáno po sestavení ${Date.now()}`
  const id = await addPicture(source!.id, name)
  try {
    // The build made no page for it.
    expect((await page.request.get(`/page-data/produkt/${id}/page-data.json`)).status()).toBe(404)
    const { attributes } = (await apiGet(`/images/${id}`)).data as unknown as {
      attributes: { from_price: number }
    }

    await page.goto(`/produkt/${id}`)
    // The static 404 file answers; its "not found" is never shown at a product's address.
    const notFound = page.getByRole('heading', { name: text('cs', 'common', 'notFound.title') })
    expect(await notFound.isVisible()).toBe(false)
    await hydrated(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(main.getByTestId('product-price')).toContainText(
      formatMinorUnits(attributes.from_price, 'CZK'),
    )
    await expectEveryPictureSeen(page, main.getByRole('article'))
    await expect(page.locator(noindex).first()).toBeAttached()
    await expect(page).toHaveTitle(new RegExp(`^${name} \\|`))
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Product', name, sku: id }))
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }))

    // The configurator works as on a built page.
    const form = page.getByRole('form', { name: detail('cs', 'configurator.title') })
    await form.getByRole('button', { name: detail('cs', 'configurator.add') }).click()
    const confirm = page.getByRole('dialog', {
      name: detail('cs', 'configurator.lowQuality.title'),
    })
    const added = page.getByText(detail('cs', 'configurator.added').replace('{{name}}', name))
    await expect(added.or(confirm)).toBeVisible()
    if (await confirm.isVisible()) {
      await confirm
        .getByRole('button', { name: detail('cs', 'configurator.lowQuality.addAnyway') })
        .click()
    }
    await expect(added).toBeVisible()
    const uuid = await page.evaluate(() => window.localStorage.getItem('print-shop.basket'))
    const basket = (await (await page.request.get(`${E2E_API_URL}/baskets/${uuid}`)).json()) as {
      included: Array<{ type: string; id: string }>
    }
    expect(basket.included).toContainEqual(expect.objectContaining({ type: 'images', id }))

    // English: the same page in euros.
    const english = (await apiGet(`/images/${id}`, 'en')).data as unknown as {
      attributes: { from_price: number }
    }
    await page.goto(`/en/produkt/${id}`)
    await hydrated(page)
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(main.getByTestId('product-price')).toContainText(
      formatMinorUnits(english.attributes.from_price, 'EUR'),
    )
    await expect(main.getByRole('form', { name: detail('en', 'configurator.title') })).toBeVisible()
    await expectEveryPictureSeen(page, main.getByRole('article'))
    await expect(page.locator(noindex).first()).toBeAttached()
  } finally {
    await removePicture(id)
  }
})

test('a picture withdrawn since the build shows a notice with a link to its category', async ({
  page,
}) => {
  // The least popular picture the build made a page for (not one another journey here has added).
  const built = []
  for (const picture of await categoryPictures()) {
    const data = await page.request.get(`/page-data/produkt/${picture.id}/page-data.json`)
    if (data.ok()) built.push(picture)
  }
  const gone = built.at(-1)!
  const categoryId = (gone.relationships!.categories!.data as Array<{ id: string }>)[0]!.id
  const category = (await apiGet('/categories')).data.find((entry) => entry.id === categoryId)!
  const title = String(category.attributes.title)
  await removePicture(gone.id)

  await page.goto(`/produkt/${gone.id}`)
  await hydrated(page)
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 1, name: detail('cs', 'removed.title') }),
  ).toBeVisible()
  await expect(
    main.getByRole('heading', { level: 1, name: String(gone.attributes.name) }),
  ).toHaveCount(0)
  await expect(main.getByRole('form', { name: detail('cs', 'configurator.title') })).toHaveCount(0)
  await expect(
    main.getByRole('link', {
      name: detail('cs', 'removed.category').replace('{{category}}', title),
    }),
  ).toHaveAttribute('href', `/kategorie/${String(category.attributes.slug)}`)
  await expect(page.locator(noindex).first()).toBeAttached()

  // An address of a picture the shop never had: the same notice, with every category.
  await page.goto('/en/produkt/987654321')
  await hydrated(page)
  await expect(
    main.getByRole('heading', { level: 1, name: detail('en', 'removed.title') }),
  ).toBeVisible()
  await expect(
    main.getByRole('link', { name: detail('en', 'removed.categories') }),
  ).toHaveAttribute('href', '/en/kategorie')
  await expect(page.locator(noindex).first()).toBeAttached()
})

test('a price changed since the build shows after hydration, in the grid and on the product page', async ({
  page,
}) => {
  const product = (await categoryPictures())[1]!
  const name = String(product.attributes.name)
  const czk = Number(product.attributes.from_price)
  const eur = Number(
    (
      (await apiGet(`/images/${product.id}`, 'en')).data as unknown as {
        attributes: { from_price: number }
      }
    ).attributes.from_price,
  )
  const category = (await apiGet('/categories')).data.find(
    (entry) => entry.attributes.slug === CATEGORY,
  )!
  await changeFromPrice(product.id, czk + 10_000, eur + 400)
  try {
    // The grid's one price check waits until the built price has been measured.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname.endsWith('/images') && url.searchParams.has('filter[id]'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.goto(localized(`/kategorie/${CATEGORY}`, 'cs'))
    await hydrated(page)
    const grid = page.getByRole('list', { name: String(category.attributes.title) })
    const card = grid.getByRole('listitem').filter({ has: page.getByRole('link', { name }) })
    const price = card.getByText(/^Od\s/)
    await expect(price).toContainText(formatMinorUnits(czk, 'CZK'))
    const before = await price.boundingBox()
    await price.evaluate((element) => element.setAttribute('data-journey', 'built'))
    release()
    await expect(price).toContainText(formatMinorUnits(czk + 10_000, 'CZK'))
    // The same element, in the same box: only its text changed.
    await expect(price).toHaveAttribute('data-journey', 'built')
    const after = await price.boundingBox()
    expect({ y: after!.y, height: after!.height }).toEqual({ y: before!.y, height: before!.height })

    // Into the product page (a client-side move), then the English page loaded directly.
    await card.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/produkt/${product.id}$`))
    await expect(page.getByTestId('product-price')).toContainText(
      formatMinorUnits(czk + 10_000, 'CZK'),
    )
    await page.goto(localized(`/produkt/${product.id}`, 'en'))
    await hydrated(page)
    await expect(page.getByTestId('product-price')).toContainText(
      formatMinorUnits(eur + 400, 'EUR'),
    )
  } finally {
    await changeFromPrice(product.id, czk, eur)
  }
})
