import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ACCEPTABLE_DPI } from '@print-shop/shop-domain/print-quality'
import { largestAcceptableSize } from '@print-shop/shop-domain/size-quality'
import { coupons } from '../../src/seed/data/coupons.js'
import { carouselItems } from '../../src/seed/data/homepage.js'
import { layouts } from '../../src/seed/data/layouts.js'
import { promotions } from '../../src/seed/data/promotions.js'
import { readManifest } from '../../src/seed/manifest.js'

const pictures = readManifest()
const picture = (file: string) => {
  const found = pictures.find((entry) => entry.file === file)
  assert.ok(found, file)
  return { ...found, scalable: file.endsWith('.svg') }
}
const thresholds = { goodDpi: 200, acceptableDpi: ACCEPTABLE_DPI }
const printsWellOn = (file: string, layoutSlug: string) => {
  const layout = layouts.find((entry) => entry.slug === layoutSlug)
  assert.ok(layout, layoutSlug)
  return largestAcceptableSize(picture(file), layout.sizes, thresholds) !== null
}

test("a promotion's slide shows a picture that prints well in what the promotion discounts", () => {
  const slides = carouselItems.filter((item) => item.promotion !== undefined)
  assert.ok(slides.length > 0)
  for (const slide of slides) {
    const promotion = promotions.find((entry) => entry.slug === slide.promotion)
    const coupon = coupons.find((entry) => entry.code === promotion?.couponCode)
    for (const layoutSlug of coupon?.layoutSlugs ?? [])
      assert.ok(printsWellOn(slide.imageFile, layoutSlug), `${slide.imageFile} on ${layoutSlug}`)
  }
})

test('the discounted canvases are pictures with a canvas size of at least acceptable quality', () => {
  const discounted = pictures.filter((entry) => entry.subcategories.includes('platna-se-slevou'))
  assert.ok(discounted.length >= 5)
  for (const entry of discounted)
    assert.ok(printsWellOn(entry.file, 'obraz-na-platne'), `${entry.file} on canvas`)
})
