import assert from 'node:assert/strict'
import { test } from 'node:test'
import { centredCorner, clampCorner, cropAt, cropSize } from '@print-shop/shop-domain/crop'

test('a crop is the largest rectangle of the print ratio', () => {
  // 3000 x 2000 image, square print: 2000 x 2000.
  assert.deepEqual(cropSize(3000, 2000, 300, 300), { width: 2000, height: 2000 })
  // Portrait print of a landscape image: full height, 2/3 of it wide.
  assert.deepEqual(cropSize(3000, 2000, 200, 300), { width: 1333, height: 2000 })
  // Landscape print of a portrait image: full width.
  assert.deepEqual(cropSize(3000, 4000, 600, 400), { width: 3000, height: 2000 })
})

test('a crop must stay inside the image', () => {
  const image = { width: 3000, height: 2000 }
  const square = { width: 300, height: 300 }
  // The square crop moves sideways only.
  assert.deepEqual(cropAt(image, square, 1000, 0), { x: 1000, y: 0, width: 2000, height: 2000 })
  assert.equal(cropAt(image, square, 1001, 0), null)
  assert.equal(cropAt(image, square, 0, 1), null)
  assert.equal(cropAt(image, square, -1, 0), null)
})

test('a dragged corner is kept where the crop stays inside the image, in whole pixels', () => {
  const image = { width: 3000, height: 2000 }
  const crop = { width: 2000, height: 2000 }
  assert.deepEqual(clampCorner(image, crop, 500.4, 30), { x: 500, y: 0 })
  assert.deepEqual(clampCorner(image, crop, -20, -5), { x: 0, y: 0 })
  assert.deepEqual(clampCorner(image, crop, 1400, 0), { x: 1000, y: 0 })
  // What clampCorner gives, cropAt accepts.
  const corner = clampCorner(image, crop, 9999, 9999)
  assert.ok(cropAt(image, { width: 1, height: 1 }, corner.x, corner.y))
})

test('a new crop is centred on the image', () => {
  assert.deepEqual(centredCorner({ width: 3000, height: 2000 }, { width: 2000, height: 2000 }), {
    x: 500,
    y: 0,
  })
  assert.deepEqual(centredCorner({ width: 3000, height: 4000 }, { width: 3000, height: 2000 }), {
    x: 0,
    y: 1000,
  })
})
