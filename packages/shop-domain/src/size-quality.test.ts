import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  largestAcceptableSize,
  lowQualityAdvice,
  sizeQuality,
} from '@print-shop/shop-domain/size-quality'

// A demo photograph cut to 2,048 px, and the demo's layouts (sizes as listed, landscape).
const photo = { width: 2048, height: 1280 }
const print = {
  name: 'Fotografie',
  sizes: [
    { widthMm: 150, heightMm: 100 },
    { widthMm: 300, heightMm: 200 },
    { widthMm: 450, heightMm: 300 },
    { widthMm: 600, heightMm: 400 },
  ],
}
const poster = {
  name: 'Plakát',
  sizes: [
    { widthMm: 300, heightMm: 210 },
    { widthMm: 500, heightMm: 400 },
  ],
}
const canvas = {
  name: 'Obraz na plátně',
  sizes: [
    { widthMm: 400, heightMm: 300 },
    { widthMm: 300, heightMm: 300 },
    { widthMm: 1800, heightMm: 1200 },
  ],
}

test('rates every size of a picture by the thresholds served', () => {
  // 30 × 20 cm: 162 DPI (1280 px over 20 cm); 45 × 30 cm: 108 DPI; 15 × 10 cm: 325 DPI.
  assert.equal(sizeQuality(photo, { widthMm: 150, heightMm: 100 }), 'good')
  assert.equal(sizeQuality(photo, { widthMm: 300, heightMm: 200 }), 'acceptable')
  assert.equal(sizeQuality(photo, { widthMm: 450, heightMm: 300 }), 'low')
  assert.equal(
    sizeQuality(photo, { widthMm: 300, heightMm: 200 }, { goodDpi: 160, acceptableDpi: 100 }),
    'good',
  )
  // Turned against the picture, the same size prints coarser.
  assert.equal(sizeQuality(photo, { widthMm: 200, heightMm: 300 }), 'low')
})

test('a vector drawing prints every size at full quality', () => {
  const drawing = { width: 7200, height: 4800, scalable: true }
  assert.equal(sizeQuality(drawing, { widthMm: 1800, heightMm: 1200 }), 'good')
  assert.equal(
    sizeQuality({ ...drawing, scalable: false }, { widthMm: 1800, heightMm: 1200 }),
    'low',
  )
  assert.deepEqual(largestAcceptableSize(drawing, canvas.sizes), { widthMm: 1800, heightMm: 1200 })
})

test('the largest acceptable size of a layout, or none', () => {
  assert.deepEqual(largestAcceptableSize(photo, print.sizes), { widthMm: 300, heightMm: 200 })
  // A portrait picture is rated on sizes turned its way.
  assert.deepEqual(largestAcceptableSize({ width: 1280, height: 2048 }, print.sizes), {
    widthMm: 300,
    heightMm: 200,
  })
  assert.equal(largestAcceptableSize(photo, canvas.sizes), null)
})

test('advises a smaller size only where one prints acceptably, else another layout, else says so', () => {
  assert.deepEqual(lowQualityAdvice(photo, print, [print, poster, canvas]), {
    kind: 'smaller-size',
    size: { widthMm: 300, heightMm: 200 },
  })
  // No canvas size suits this picture: the photo and the poster do, each up to its size.
  assert.deepEqual(lowQualityAdvice(photo, canvas, [print, poster, canvas]), {
    kind: 'other-layout',
    layouts: [
      { name: 'Fotografie', size: { widthMm: 300, heightMm: 200 } },
      { name: 'Plakát', size: { widthMm: 300, heightMm: 210 } },
    ],
  })
  assert.deepEqual(lowQualityAdvice({ width: 600, height: 400 }, canvas, [poster, canvas]), {
    kind: 'none',
  })
})
