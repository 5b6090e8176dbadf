import assert from 'node:assert/strict'
import { test } from 'node:test'
import { printGeometry, type OrderedPrint } from '../../src/orders/print-geometry.js'

// The print-ready file's pixels: the ordered size at the good resolution, never enlarged.

const canvas: OrderedPrint = {
  widthMm: 400,
  heightMm: 400,
  edgeMm: 20,
  formatType: 'crop',
  coordinateX: 1000,
  coordinateY: 0,
  imageWidth: 6000,
  imageHeight: 4000,
}

test('a crop with pixels to spare is brought down to the good resolution, edge included', () => {
  const geometry = printGeometry(canvas, { width: 6000, height: 4000 }, 200)
  assert.deepEqual(geometry.region, { x: 1000, y: 0, width: 4000, height: 4000 })
  // 40 cm at 200 DPI: 3150 px; 2 cm of edge: 157 px.
  assert.deepEqual(geometry.front, { width: 3150, height: 3150 })
  assert.equal(geometry.edge, 157)
  assert.equal(geometry.dpi, 200)
  assert.equal(geometry.fit, 'fill')
})

test('a crop with too few pixels keeps exactly its own: never enlarged', () => {
  const small = { ...canvas, coordinateX: 100, imageWidth: 600, imageHeight: 400 }
  const geometry = printGeometry(small, { width: 600, height: 400 }, 200)
  assert.deepEqual(geometry.front, { width: 400, height: 400 })
  // 400 px over 40 cm is 25 DPI; the edge in the same pixels.
  assert.equal(geometry.dpi, 25)
  assert.equal(geometry.edge, 20)
})

test('a whole picture is fitted in the ordered proportions', () => {
  const whole = {
    ...canvas,
    edgeMm: 0,
    formatType: 'original' as const,
    coordinateX: null,
    coordinateY: null,
  }
  const geometry = printGeometry(whole, { width: 6000, height: 4000 }, 200)
  assert.deepEqual(geometry.region, { x: 0, y: 0, width: 6000, height: 4000 })
  assert.deepEqual(geometry.front, { width: 3150, height: 3150 })
  assert.equal(geometry.fit, 'contain')
  assert.equal(geometry.edge, 0)
})

test('a vector original is drawn at the good resolution; a replaced picture keeps its crop', () => {
  assert.equal(printGeometry(canvas, { width: 600, height: 400 }, 200, true).front.width, 3150)
  const replaced = printGeometry(canvas, { width: 3000, height: 2000 }, 200)
  assert.deepEqual(replaced.region, { x: 500, y: 0, width: 2000, height: 2000 })
})
