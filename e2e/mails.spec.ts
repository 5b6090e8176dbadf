import { test, expect } from './fixtures/test'
import { basketWithCropItem } from './fixtures/basket'
import { orderThroughApi, registerShopper } from './fixtures/checkout'
import { E2E_API_URL } from './fixtures/config'
import { expectNoSidewaysScroll } from './fixtures/seen'

/**
 * The order confirmation as a mail client shows it: the HTML of the mail the API sent (from the
 * development mailbox, GET /dev/mail) rendered in Chromium at a desktop client's 600 px and a
 * phone's 375 px, with nothing wider than the window and every picture loaded: the shop's mark,
 * the QR payment and the print's thumbnail with its crop frame.
 */

interface Mail {
  attributes: { to: string; subject: string; html: string }
}

test('the order confirmation renders in a mail client’s widths with its pictures', async ({
  page,
}) => {
  const shopper = await registerShopper(page, 'cs')
  const basket = await basketWithCropItem(page, { quantity: 1 })
  const order = await orderThroughApi(page, 'cs', basket)
  const response = await page.request.get(`${E2E_API_URL}/dev/mail`)
  const mails = ((await response.json()) as { data: Mail[] }).data.map((mail) => mail.attributes)
  // The order confirmation, not the registration's verification mail.
  const mail = mails.find(
    (candidate) => candidate.to === shopper.email && candidate.subject.includes(order.number),
  )
  expect(mail, 'the order confirmation in the development mailbox').toBeTruthy()
  const html = mail!.html

  // The crop thumbnail is the picture as a cell's background: its rendition answers.
  const background = /background="([^"]+)"/.exec(html)?.[1]
  expect(background).toBeTruthy()
  const rendition = await page.request.get(background!)
  expect(rendition.headers()['content-type']).toMatch(/^image\//)

  for (const width of [600, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.setContent(html, { waitUntil: 'load' })
    await expect(page.getByText(basket.imageName).first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    const images = page.locator('img')
    // The mark and the QR code at least.
    expect(await images.count()).toBeGreaterThanOrEqual(2)
    const loaded = await images.evaluateAll((all: HTMLImageElement[]) =>
      all.map((image) => image.complete && image.naturalWidth > 0),
    )
    expect(loaded.every(Boolean), `every picture loaded: ${loaded.join(', ')}`).toBe(true)
    await expect(page.getByRole('img', { name: 'QR kód pro platbu' })).toBeVisible()
    await page.screenshot({ path: `test-results/mail-order-cs-${width}.png`, fullPage: true })
  }
})
