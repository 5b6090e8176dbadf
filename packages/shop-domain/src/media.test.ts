import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  CATALOGUE_WIDTHS,
  MEDIA_FORMATS,
  MEDIA_RENDITIONS,
  renditionUrl,
  renditionWidth,
} from '@print-shop/shop-domain/media'

test('asks for the smallest width the endpoint renders that covers the need', () => {
  assert.equal(renditionWidth(300), 384)
  assert.equal(renditionWidth(640), 640)
  assert.equal(renditionWidth(1365), 1920)
  assert.equal(renditionWidth(9000), 3840)
  // The basket's 56 px print thumbnail at 1× and 2×; the search suggestions' 48 px at 2×.
  assert.equal(renditionWidth(56, 'jpg'), 64)
  assert.equal(renditionWidth(112, 'jpg'), 128)
  assert.equal(renditionWidth(96, 'webp'), 96)
  // AVIF has no thumbnail widths.
  assert.equal(renditionWidth(96, 'avif'), 256)
})

test('every width asked for is one the endpoint renders, in every format', () => {
  for (const format of MEDIA_FORMATS)
    for (let width = 1; width <= 4000; width += 1)
      assert.ok(
        MEDIA_RENDITIONS[format].includes(renditionWidth(width, format)),
        `${width} ${format}`,
      )
})

test('catalogue widths are rendered in every format, and every list ascends', () => {
  for (const format of MEDIA_FORMATS) {
    const widths = MEDIA_RENDITIONS[format]
    for (const width of CATALOGUE_WIDTHS) assert.ok(widths.includes(width), `${width} ${format}`)
    assert.deepEqual(
      [...widths].sort((a, b) => a - b),
      widths,
    )
  }
})

test('a rendition address is the base, the width and the format', () => {
  assert.equal(
    renditionUrl('http://api.test/v1/media/5', 700, 'webp'),
    'http://api.test/v1/media/5/750.webp',
  )
  assert.equal(
    renditionUrl('http://api.test/v1/media/5', 640),
    'http://api.test/v1/media/5/640.jpg',
  )
})
