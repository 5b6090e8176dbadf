import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { test, expect, hydrated } from './fixtures/test'
import { createAccount, deliveryAndDetails } from './fixtures/checkout'
import { E2E_API_URL } from './fixtures/config'
import { text } from './fixtures/locales'
import { seriousViolations } from './fixtures/axe'
import { expectNoSidewaysScroll } from './fixtures/seen'
import { shopOk } from './fixtures/owner-tool'

/**
 * A shopper's own photo from the upload to the workshop: a 24-megapixel JPEG picked before signing
 * in, uploaded once signed in (tus, in chunks) with its progress, the connection cut in the middle
 * and the upload going on, a reload and the same file picked again continuing it, then a canvas
 * with a crop in the configurator, the basket, checkout by bank transfer, and the owner's
 * `orders files`: the original byte for byte and a print-ready file of the ordered proportions.
 */

const language = 'cs'
const photos = (key: string) => text(language, 'photos', key)
const common = (key: string) => text(language, 'common', key)
const cart = (key: string) => text(language, 'cart', key)
const detail = (key: string) => text(language, 'detail', `configurator.${key}`)
const untagged = (value: string) => value.replace(/<\/?\w+>/g, '')
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
/** A text with its placeholders as "anything": the parts around them must show. */
const pattern = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  )

/** The demo's owner token: the journeys' API runs in demo mode (api/src/config.ts). */
const OWNER_TOKEN = 'demo-owner-token-for-localhost-only'
/** Print-ready pixels: the shop's good print quality (shop-domain print-quality). */
const GOOD_DPI = 200

const devices = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const

let photoPath: string
let photoBytes: Buffer

test.beforeAll(async () => {
  // 6000 × 4000 px of smooth noise: a camera's 24 MP, about 14 MB, so three chunks of 5 MB.
  const noise = randomBytes(2000 * 1333 * 3)
  photoBytes = await sharp(noise, { raw: { width: 2000, height: 1333, channels: 3 } })
    .resize(6000, 4000, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .toBuffer()
  photoPath = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'own-photo-')), 'chalupa-24mp.jpg')
  await fs.writeFile(photoPath, photoBytes)
})

/**
 * The network between the page and the API as the journey wants it, for the upload's chunks (tus
 * PATCH requests) only: the second chunk meets a lost connection (the browser goes offline), the
 * third, sent once the upload has continued, never arrives (the shopper reloads meanwhile).
 */
async function cutChunks(page: Page) {
  const gate = { chunks: 0 }
  await page.route(`${E2E_API_URL}/uploads/files/**`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue()
    gate.chunks += 1
    if (gate.chunks === 2) {
      await page.context().setOffline(true)
      return route.abort('internetdisconnected')
    }
    // Held, never answered: the reload cancels it.
    if (gate.chunks === 3) return
    return route.continue()
  })
  return gate
}

/** The progress bar's per cent, once it has passed `least`. */
async function progressPast(page: Page, least: number) {
  const bar = page.getByRole('progressbar', {
    name: fill(photos('progress'), { name: 'chalupa-24mp.jpg' }),
  })
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
    .toBeGreaterThan(least)
}

for (const [device, viewport] of Object.entries(devices)) {
  test.describe(`own photo on a ${device}`, () => {
    test.use({ viewport })

    test(`upload with a cut and a reload, configure a cropped canvas, buy it${device === 'desktop' ? ', production files' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(240_000)
      const account = await createAccount(language)
      const creations: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url() === `${E2E_API_URL}/uploads/files`)
          creations.push(request.url())
      })

      // From the top bar, signed out: why to sign in, and the picker.
      await page.goto('/')
      await hydrated(page)
      await page.getByRole('link', { name: common('topbar.ownPhotos'), exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: photos('title') })).toBeVisible()
      await expect(page.getByRole('heading', { name: photos('signIn.title') })).toBeVisible()
      await expect(page.getByText(photos('resumeNote'))).toBeVisible()
      await expectNoSidewaysScroll(page)
      expect(await seriousViolations(page)).toEqual([])

      // A photo picked before signing in waits; the sign-in dialog opens over the page.
      const gate = await cutChunks(page)
      await page.getByLabel(photos('picker.label')).setInputFiles(photoPath)
      const row = page.getByTestId('upload-row')
      await expect(row.getByText(photos('status.waiting'))).toBeVisible()
      const dialog = page.getByRole('dialog', { name: common('auth.signIn.title') })
      await expect(dialog).toBeVisible()
      await dialog.getByLabel(common('auth.fields.email')).fill(account.email)
      await dialog
        .getByLabel(common('auth.fields.password'), { exact: true })
        .fill(account.password)
      await dialog.getByRole('button', { name: common('auth.signIn.submit'), exact: true }).click()
      await expect(dialog).toBeHidden()

      // Signed in, the same photo goes: the first chunk arrives, the connection drops in the middle.
      await progressPast(page, 10)
      await expect(row.getByText(photos('status.paused'))).toBeVisible({ timeout: 30_000 })
      expect(gate.chunks).toBe(2)
      await page.context().setOffline(false)
      await expect(row.getByText(pattern(photos('status.resumed')))).toBeVisible({
        timeout: 30_000,
      })

      // A reload in the middle: the page names the unfinished upload, the same file continues it.
      await expect.poll(() => gate.chunks, { timeout: 30_000 }).toBe(3)
      await page.reload()
      await hydrated(page)
      const unfinished = page.getByRole('region', { name: photos('unfinished.title') })
      await expect(unfinished.getByText('chalupa-24mp.jpg')).toBeVisible()
      await page.getByLabel(photos('picker.label')).setInputFiles(photoPath)
      await expect(row.getByText(pattern(photos('status.resumed')))).toBeVisible()
      await expect(row.getByText(photos('status.done'))).toBeVisible({ timeout: 60_000 })
      await expect(unfinished).toBeHidden()
      expect(gate.chunks).toBe(5)
      // One upload was created on the API; every cut continued it.
      expect(creations).toHaveLength(1)
      await expect(row.getByText(/6000\s×\s4000\spx/)).toBeVisible()
      await expectNoSidewaysScroll(page)

      // The upload in the configurator: a canvas, a size of other proportions, and a crop.
      await row.getByRole('link', { name: photos('configure') }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: photos('detail.title') }),
      ).toBeVisible()
      const uploadId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
      const upload = await page.request.get(`${E2E_API_URL}/uploads/${uploadId}`, {
        headers: { 'Accept-Language': language },
      })
      expect(upload.status()).toBe(200)
      const included = (
        (await upload.json()) as {
          included: Array<{ type: string; attributes: Record<string, unknown> }>
        }
      ).included
      const canvas = included.find(
        (resource) => resource.type === 'layouts' && Number(resource.attributes.edge_mm) > 0,
      )!
      const size = (canvas.attributes.sizes as Array<{ width_mm: number; height_mm: number }>).find(
        (candidate) => candidate.width_mm / candidate.height_mm !== 1.5,
      )!
      await page
        .getByRole('combobox', { name: detail('layout') })
        .selectOption({ label: String(canvas.attributes.name) })
      const landscape = size.width_mm >= size.height_mm
      if (size.width_mm !== size.height_mm)
        await page
          .getByRole('radio', { name: detail(landscape ? 'landscape' : 'portrait') })
          .check()
      await page
        .getByRole('combobox', { name: detail('size') })
        .selectOption(
          `${Math.max(size.width_mm, size.height_mm)}x${Math.min(size.width_mm, size.height_mm)}`,
        )
      await page.getByRole('radio', { name: detail('crop'), exact: true }).check()
      const cropArea = page.getByRole('application', { name: detail('cropArea.label') })
      await cropArea.focus()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(page.getByTestId('canvas-preview')).toBeVisible()
      await expectNoSidewaysScroll(page)
      await page
        .getByRole('button', { name: detail('add') })
        .first()
        .click()
      await expect(page.getByRole('link', { name: detail('toBasket') }).last()).toBeVisible()
      await page.goto('/kosik')

      // The basket and checkout show the own photo by its file name, with its preview.
      const item = page.getByTestId('basket-item')
      await expect(item.getByRole('link', { name: 'chalupa-24mp.jpg' })).toBeVisible()
      await expect(item.getByText(common('basket.ownPhoto'), { exact: true })).toBeVisible()
      await expect(item.locator('img')).toHaveJSProperty('complete', true)
      await page.getByRole('link', { name: cart('continue'), exact: true }).click()
      await deliveryAndDetails(page, language, 'bank_transfer')
      await expect(page.getByText('chalupa-24mp.jpg').first()).toBeVisible()
      await page.getByRole('checkbox', { name: untagged(cart('checkout.review.terms')) }).check()
      await page.getByRole('button', { name: cart('checkout.review.place') }).click()
      const number = page.getByTestId('order-number')
      await expect(number).toHaveText(/^\d+$/)
      const orderNumber = (await number.textContent())!
      await expect(page.getByText('chalupa-24mp.jpg').first()).toBeVisible()

      if (device === 'desktop') await expectProductionFiles(page, orderNumber)
    })
  })
}

/**
 * The owner's tool writes the original untouched and a print-ready file cut to the crop. What it
 * writes does not depend on the screen the order was placed from: checked once, from the desktop.
 */
async function expectProductionFiles(page: Page, orderNumber: string) {
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'order-files-'))
  await shopOk('orders', 'files', orderNumber, '--out', out)
  const written = await fs.readdir(out)
  const original = written.find((name) => name.includes('-original.'))!
  const print = written.find((name) => name.endsWith('-print.jpg'))!
  expect((await fs.readFile(path.join(out, original))).equals(photoBytes)).toBe(true)
  const manifest = await page.request.get(`${E2E_API_URL}/owner/orders/${orderNumber}/files`, {
    headers: { Authorization: `Bearer ${OWNER_TOKEN}` },
  })
  const [ordered] = (
    (await manifest.json()) as {
      data: {
        items: Array<{
          width_mm: number
          height_mm: number
          print: {
            width_px: number
            height_px: number
            front_width_px: number
            front_height_px: number
          }
        }>
      }
    }
  ).data.items
  const printed = await sharp(path.join(out, print)).metadata()
  expect([printed.width, printed.height]).toEqual([
    ordered!.print.width_px,
    ordered!.print.height_px,
  ])
  // The front has the ordered proportions, at the good resolution where the crop allows it.
  const { front_width_px: frontWidth, front_height_px: frontHeight } = ordered!.print
  const proportions = ordered!.width_mm / ordered!.height_mm
  expect(frontWidth / frontHeight).toBeCloseTo(proportions, 2)
  const cropWidth = Math.min(6000, 4000 * proportions)
  const goodWidth = (ordered!.width_mm / 25.4) * GOOD_DPI
  expect(frontWidth).toBeGreaterThanOrEqual(Math.floor(Math.min(goodWidth, cropWidth)) - 1)
}
