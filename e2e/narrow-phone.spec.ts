import type { Locator, Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { text } from './fixtures/locales'
import { expectEveryPictureSeen, expectNoSidewaysScroll } from './fixtures/seen'

// Run by the phone project only (playwright.config.ts): a phone, at the narrowest width it serves.

/** The panel is seen whole on the screen, and the page has not grown wider with it. */
async function expectWithinScreen(page: Page, panel: Locator, what: string) {
  await expect(panel, what).toBeVisible()
  const box = (await panel.boundingBox())!
  expect(box.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what} ends on the screen`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  await expectNoSidewaysScroll(page)
}

/** Which cards the browser renders: their content (it skips what is inside an item it does not). */
const renderedCards = (cards: Locator) =>
  cards.evaluateAll((items) =>
    items.map((item) => item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
  )

/** Which cards are React's: its mark on an element it hydrated or rendered. */
const liveCards = (cards: Locator) =>
  cards.evaluateAll((items) =>
    items.map((item) =>
      Object.keys(item.querySelector('article')!).some((key) => key.startsWith('__reactFiber')),
    ),
  )

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('every top-bar dropdown and the sign-in dialog fit the screen', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const tabs = page
      .getByRole('navigation', { name: text('cs', 'common', 'topbar.categories') })
      .getByRole('button')
    expect(await tabs.count()).toBeGreaterThan(0)
    for (const tab of await tabs.all()) {
      if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click()
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`)
      await expectWithinScreen(page, panel, `the ${await tab.textContent()} dropdown`)
      await page.keyboard.press('Escape')
    }
    await page.locator('[aria-controls="language-menu"]').click()
    await expectWithinScreen(page, page.locator('#language-menu'), 'the language menu')
    await page.keyboard.press('Escape')
    const search = page.getByRole('combobox', { name: text('cs', 'common', 'topbar.search.label') })
    await search.fill('hory')
    await expectWithinScreen(page, page.getByRole('listbox'), 'the search suggestions')
    await search.fill('')
    await page.getByRole('button', { name: text('cs', 'common', 'topbar.signIn') }).click()
    await expectWithinScreen(page, page.getByRole('dialog'), 'the sign-in dialog')
  })

  test('the similar pictures are rendered and hydrated as the shopper nears them, each one seen', async ({
    page,
  }) => {
    // They are screens below the product: the page starts without laying them out or asking for
    // their pictures (on a slow line the browser would ask for pictures that far ahead), and
    // without hydrating them. They are there, and live, by the time the shopper scrolls to them.
    await page.goto('/produkt/31')
    await hydrated(page)
    const related = page.getByRole('region', { name: text('cs', 'detail', 'related') })
    const cards = related.getByRole('listitem')
    const rendered = () => renderedCards(cards)
    const live = () => liveCards(cards)
    const atStart = await rendered()
    expect(atStart.length).toBeGreaterThan(4)
    expect(atStart.slice(-2)).toEqual([false, false])
    expect(await live()).toEqual(atStart.map(() => false))
    const far = cards.last().locator('img[data-main-image]')
    expect(await far.evaluate((image: HTMLImageElement) => image.complete)).toBe(false)

    await expectEveryPictureSeen(page, related)
    expect((await rendered()).slice(-2)).toEqual([true, true])
    expect(await live()).toEqual(atStart.map(() => true))
    await expectNoSidewaysScroll(page)
    // The last card's heart answers: a visitor is asked to sign in.
    await cards.last().getByRole('button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('search results screens below stay as drawn until the shopper nears them, each one seen', async ({
    page,
  }) => {
    // The head script draws the first results before the page's scripts; React's cards then take
    // them over, but not those screens below, which stay as drawn until the shopper comes near.
    await page.goto('/vyhledavani?search=moře')
    await hydrated(page)
    const grid = page.getByRole('main').getByTestId('image-grid')
    await expect(page.getByRole('main').getByRole('status')).not.toHaveText(
      text('cs', 'search', 'loading'),
    )
    const cards = grid.getByRole('listitem')
    await expect(cards).toHaveCount(13)
    const last = cards.last().locator('img[data-main-image]')
    await last.evaluate((picture) => Object.assign(picture, { drawnEarly: true }))
    const atStart = await liveCards(cards)
    expect(atStart.slice(0, 2)).toEqual([true, true])
    expect(atStart.slice(-2)).toEqual([false, false])

    await expectEveryPictureSeen(page, grid)
    expect(await liveCards(cards)).toEqual(atStart.map(() => true))
    // The picture drawn early is the one the live card shows.
    expect(await last.evaluate((picture) => 'drawnEarly' in picture)).toBe(true)
    await expectNoSidewaysScroll(page)
    await cards.last().getByRole('button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
