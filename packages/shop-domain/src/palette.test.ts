import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isPaletteColour, nearestPaletteColour, PALETTE } from '@print-shop/shop-domain/palette'

test('the palette has 40 distinct lower-case colours from black to white', () => {
  assert.equal(new Set(PALETTE).size, 40)
  assert.equal(PALETTE[0], '000000')
  assert.equal(PALETTE[39], 'ffffff')
  for (const colour of PALETTE) assert.match(colour, /^[0-9a-f]{6}$/)
})

test('a pixel maps to its nearest palette colour', () => {
  assert.equal(nearestPaletteColour(2, 3, 1), '000000')
  assert.equal(nearestPaletteColour(250, 252, 251), 'ffffff')
  assert.equal(nearestPaletteColour(200, 30, 40), 'c62828')
})

test('only palette colours are palette colours', () => {
  assert.equal(isPaletteColour('c62828'), true)
  assert.equal(isPaletteColour('C62828'), false)
  assert.equal(isPaletteColour('#c62828'), false)
  assert.equal(isPaletteColour('123456'), false)
})
