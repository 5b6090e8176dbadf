import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { mailLine, PLAIN_TEXT_FORMATS } from '../../src/lib/plain-text.js'

const singleLine = PLAIN_TEXT_FORMATS['single-line'].validate
const multiLine = PLAIN_TEXT_FORMATS['multi-line'].validate

/** One of each kind the shop refuses: C0, DEL, C1, line and paragraph separators, bidi controls. */
const CONTROLS = [
  '\u0000',
  '\t',
  '\r',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
]

describe('plain-text formats', () => {
  it('take the names and addresses people really have', () => {
    for (const text of [
      'Jana Nováková',
      'Žďár nad Sázavou',
      'Straße 5/3b',
      "O'Brien & Söhne, s.r.o.",
      'Łódź',
      'מרים',
      '',
    ])
      assert.ok(singleLine(text), text)
  })

  it('refuse a line break, and every other control character, in a line', () => {
    assert.equal(singleLine('Jana\n\nYour card was charged… https://evil.example'), false)
    for (const control of CONTROLS)
      assert.equal(singleLine(`Jana${control}Nováková`), false, escape(control))
  })

  it('let a note run over several lines, but refuse the other controls in it', () => {
    assert.ok(multiLine('Prosím zabalit jako dárek.\nZvonek: Novákovi'))
    for (const control of CONTROLS)
      assert.equal(multiLine(`Zabalit${control}prosím`), false, escape(control))
  })
})

describe('mailLine', () => {
  it('makes one line of whatever a row holds', () => {
    assert.equal(
      mailLine(' Jana\r\n\r\nYour card was charged\u2028now '),
      'Jana Your card was charged now',
    )
    assert.equal(mailLine('\u202eanaJ'), 'anaJ')
    assert.equal(mailLine('Jana Nováková'), 'Jana Nováková')
  })
})
