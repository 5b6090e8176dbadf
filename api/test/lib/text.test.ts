import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fold, likePattern } from '../../src/lib/text.js'
import { PALETTE, nearestPaletteColour } from '../../src/lib/palette.js'

describe('fold', () => {
  it('drops diacritics and case so shoppers find names however they type them', () => {
    assert.equal(fold('Šumavské ÚDOLÍ'), 'sumavske udoli')
    assert.equal(fold('Straße über Köln'), 'straße uber koln')
  })

  it('escapes LIKE wildcards in search text', () => {
    assert.equal(likePattern('50%_off\\'), '%50\\%\\_off\\\\%')
  })
})

describe('palette', () => {
  it('has 40 distinct colours from black to white', () => {
    assert.equal(new Set(PALETTE).size, 40)
    assert.equal(PALETTE[0], '000000')
    assert.equal(PALETTE[39], 'ffffff')
  })

  it('maps a pixel to its nearest palette colour', () => {
    assert.equal(nearestPaletteColour(2, 3, 1), '000000')
    assert.equal(nearestPaletteColour(250, 252, 251), 'ffffff')
    assert.equal(nearestPaletteColour(200, 30, 40), 'c62828')
  })
})
