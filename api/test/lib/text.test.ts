import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fold, likePattern } from '../../src/lib/text.js'

describe('fold', () => {
  it('drops diacritics and case so shoppers find names however they type them', () => {
    assert.equal(fold('Šumavské ÚDOLÍ'), 'sumavske udoli')
    assert.equal(fold('Straße über Köln'), 'straße uber koln')
  })

  it('escapes LIKE wildcards in search text', () => {
    assert.equal(likePattern('50%_off\\'), '%50\\%\\_off\\\\%')
  })
})
