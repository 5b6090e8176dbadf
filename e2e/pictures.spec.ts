import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { localized, text } from './fixtures/locales'
import { expectEveryPictureSeen, expectNoSidewaysScroll } from './fixtures/seen'

/*
 * What a shopper sees of the pictures after moving inside the shop, at 1280 px (desktop) and 390 px
 * (phone). gatsby-plugin-image writes a picture it has shown before from inside React's commit; the
 * pictures already seen vanished after every client-side move while each page loaded directly showed
 * them all.
 */
// Once per width, in the language whose longer words a phone fits worse: the moves and the pictures
// are the same in every language, only the names differ.
test('pictures stay after every client-side move (cs on a phone, en on a desktop)', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000)
  const language = isMobile ? 'cs' : 'en'
  const [category] = (await apiGet('/categories', language)).data
  const attributes = category!.attributes as Record<
    'name' | 'short_name' | 'slug' | 'title',
    string
  >
  const { name, short_name: shortName, slug, title } = attributes

  await page.goto(localized('/', language))
  await hydrated(page)
  await expectEveryPictureSeen(page, page.getByRole('main'))

  // Home -> top bar -> category.
  const topBar = page.getByRole('banner')
  // The category's group (FOTO, …) by its name in the page's language.
  await topBar
    .getByRole('button', {
      name: text(language, 'common', `categoryGroups.${name}`),
      exact: true,
    })
    .first()
    .click()
  await topBar
    .getByRole('link', { name: shortName.replace('\\n', ' ') })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`${localized(`/kategorie/${slug}`, language)}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const grid = page.getByRole('list', { name: title })
  await expectEveryPictureSeen(page, grid)
  await expectNoSidewaysScroll(page)

  // An orientation filter keeps the cards that were already shown.
  const landscape = text(language, 'category', 'filters.orientations.horizontal')
  await page.getByRole('radio', { name: landscape }).check()
  await expect(page).toHaveURL(/orientace=horizontal/)
  const listed = await apiGet(
    `/images?filter[category]=${slug}&filter[orientation]=horizontal&per_page=24`,
    language,
  )
  await expect(grid.getByRole('listitem')).toHaveCount(listed.data.length)
  await expectEveryPictureSeen(page, grid)

  // A card -> its product page, with the similar pictures.
  const image = listed.data[0]!
  await grid
    .getByRole('link', { name: String(image.attributes.name) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/produkt/${image.id}$`))
  // The address changes before React has put the new page in: the pictures checked are its own.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(image.attributes.name))
  await expectEveryPictureSeen(page, page.getByRole('main'))
  await expectNoSidewaysScroll(page)

  // Back to the category: the grid the shopper left (the filter applies from the address once
  // the page has rendered, so the count is awaited first).
  await page.goBack()
  await expect(page).toHaveURL(/orientace=horizontal/)
  await expect(grid.getByRole('listitem')).toHaveCount(listed.data.length)
  await expectEveryPictureSeen(page, grid)
})

test('a language switch on a product page keeps its pictures', async ({ page }) => {
  await page.goto('/produkt/31')
  await hydrated(page)
  await expectEveryPictureSeen(page, page.getByRole('main'))
  await page.getByRole('button', { name: text('cs', 'common', 'language.label') }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/produkt\/31$/)
  await expect(page.getByRole('heading', { name: text('en', 'detail', 'related') })).toBeVisible()
  await expectEveryPictureSeen(page, page.getByRole('main'))
})

test.describe('a first visit from an English browser', () => {
  test.use({ rememberedLanguage: null, locale: 'en-GB' })

  test('is moved to the English category and sees every picture', async ({ page }) => {
    await page.goto('/kategorie/priroda')
    await expect(page).toHaveURL(/\/en\/kategorie\/priroda$/)
    await hydrated(page)
    const category = (await apiGet('/categories', 'en')).data.find(
      (candidate) => candidate.attributes.slug === 'priroda',
    )
    const grid = page.getByRole('list', { name: String(category!.attributes.title) })
    await expect(grid.getByRole('listitem').first()).toBeVisible()
    await expectEveryPictureSeen(page, grid)
    await expectNoSidewaysScroll(page)
  })
})

test("the home page's slides: the first slide's picture comes with the page, the next shows when turned to", async ({
  page,
  browser,
}) => {
  // Without scripts, what the server's HTML asks for: the hidden slides' large pictures wait.
  // A Czech browser: a new context has no remembered language, and the server would send another
  // browser's first visit to its own language.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, locale: 'cs-CZ' })
  try {
    const plain = await withoutScripts.newPage()
    await plain.goto('/')
    const slides = plain.getByRole('region', { name: text('cs', 'homepage', 'carousel.label') })
    await expect(slides.locator('[data-gatsby-image-wrapper]')).toHaveCount(1)
    // Loaded; whether it shows is checked with scripts below (here the cookie banner may cover it).
    await expect
      .poll(() =>
        slides
          .locator('img[data-main-image]')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0)
  } finally {
    await withoutScripts.close()
  }

  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await hydrated(page)
  const slides = page.getByRole('region', { name: text('cs', 'homepage', 'carousel.label') })
  // The first slide's picture is the one the server sent: React did not re-create it (an update
  // reaching a part still waiting for its code does, with an error) while the carousel started.
  await expect(slides.locator('img[data-main-image][fetchpriority="high"]')).toHaveCount(1)
  expect(errors).toEqual([])

  // Swiper's styles (and their icon font) come with its code, and the still slides, arrows and dots
  // sit where the live carousel puts them: nothing moves when it starts.
  const swiperStyles = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('swiper-icons')),
      ),
    )
  /** The active slide, the arrows and the dots: each one's name and box within the carousel. */
  const boxes = () =>
    slides.evaluate((section) => {
      const carousel = section.getBoundingClientRect()
      const parts = section.querySelectorAll(
        '.swiper-slide-active, button, .swiper-pagination-bullet',
      )
      return [...parts].map((part) => {
        const box = part.getBoundingClientRect()
        const name = part.matches('.swiper-slide') ? 'the slide' : part.ariaLabel
        return { name, box: [box.x - carousel.x, box.y - carousel.y, box.width, box.height] }
      })
    })
  const still = await boxes()
  expect(still.length).toBeGreaterThan(3)
  expect(await swiperStyles()).toBe(false)
  await slides.hover()
  await expect(slides.locator('.swiper-initialized')).toHaveCount(1)
  expect(await swiperStyles()).toBe(true)
  await expect(async () => {
    const live = await boxes()
    expect(live.map((part) => part.name)).toEqual(still.map((part) => part.name))
    live.forEach((part, index) =>
      part.box.forEach((edge, at) =>
        expect(Math.abs(edge - still[index]!.box[at]!)).toBeLessThan(1),
      ),
    )
  }).toPass({ timeout: 5_000 })

  await slides.getByRole('button', { name: text('cs', 'homepage', 'carousel.next') }).click()
  await expect(slides.locator('.swiper-slide-active')).toHaveAttribute(
    'data-swiper-slide-index',
    '1',
  )
  await expectEveryPictureSeen(page, slides.locator('.swiper-slide-active'))
})

test("a phone's first visit on a slow line: the next screen's pictures wait for the first screen's", async ({
  page,
}) => {
  test.setTimeout(90_000)
  // On a phone the first slide's picture is the one the shopper waits for. The lazy pictures below
  // it are near enough that the browser would ask for them as soon as the page is laid out, and on
  // a slow line they would share it with the first slide's.
  await page.setViewportSize({ width: 390, height: 844 })
  const line = await page.context().newCDPSession(page)
  await line.send('Network.enable')
  await line.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 60 * 1024,
    uploadThroughput: 60 * 1024,
  })
  const events: string[] = []
  page.on('request', (request) => events.push(`asked ${request.url()}`))
  page.on('requestfinished', (request) => events.push(`arrived ${request.url()}`))
  await page.goto('/')
  const first = page.locator('img[data-main-image][fetchpriority="high"]')
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete), { timeout: 30_000 })
    .toBe(true)
  const firstAddress = await first.evaluate((image: HTMLImageElement) => image.currentSrc)
  await line.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await hydrated(page)

  // None of the page's other pictures was asked for before the first slide's had arrived (the
  // browser asks for the next screen's at once otherwise)...
  const pictures = events.filter((event) => event.includes('/v1/media/'))
  const arrived = pictures.indexOf(`arrived ${firstAddress}`)
  expect(pictures[0]).toBe(`asked ${firstAddress}`)
  expect(arrived).toBeGreaterThan(0)
  expect(pictures.slice(1, arrived).filter((event) => event.startsWith('asked '))).toEqual([])
  expect(
    pictures.slice(arrived).filter((event) => event.startsWith('asked ')).length,
  ).toBeGreaterThan(0)

  // ... and scrolled to, they show.
  const promoted = page.getByRole('region', { name: text('cs', 'homepage', 'promoted.title') })
  await expectEveryPictureSeen(page, promoted)
  await expectNoSidewaysScroll(page)
})
