import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { negotiateLocale, translator } from '../../src/lib/messages.js'

describe('negotiateLocale', () => {
  it('is Czech without a header and English for languages the shop does not speak', () => {
    assert.equal(negotiateLocale(undefined), 'cs')
    assert.equal(negotiateLocale(''), 'cs')
    assert.equal(negotiateLocale('fr-FR,fr;q=0.9'), 'en')
  })

  it('takes the best supported language by quality, region ignored', () => {
    assert.equal(negotiateLocale('de-AT'), 'de')
    assert.equal(negotiateLocale('fr;q=1, sk;q=0.8, cs;q=0.9'), 'cs')
    assert.equal(negotiateLocale('en;q=0, sk'), 'sk')
  })
})

describe('translator', () => {
  it('fills placeholders and falls back to the key for unknown messages', () => {
    assert.match(translator('cs')('validation.min_length', { limit: 8 }), /8/)
    assert.equal(translator('de')('no.such.key'), 'no.such.key')
  })
})
