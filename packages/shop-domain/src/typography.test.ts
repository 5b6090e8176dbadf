import assert from 'node:assert/strict'
import { test } from 'node:test'
import { oneFullStop, typeset } from '@print-shop/shop-domain/typography'

/** The text with its non-breaking spaces shown as "~". */
const shown = (language: string, text: string) => typeset(language, text).replace(/\u00a0/g, '~')

test('a one-letter preposition or conjunction stays with the next word', () => {
  assert.equal(
    shown('cs', 'Tiskneme v Praze a posíláme k vám.'),
    'Tiskneme v~Praze a~posíláme k~vám.',
  )
  assert.equal(shown('sk', 'Fotografie s rámom i bez neho'), 'Fotografie s~rámom i~bez neho')
  assert.equal(shown('cs', 'V ateliéru u nás. O tisku.'), 'V~ateliéru u~nás. O~tisku.')
  assert.equal(
    shown('cs', 'Z dílny\n\nA potom (s rámem) „k zavěšení“'),
    'Z~dílny\n\nA~potom (s~rámem) „k~zavěšení“',
  )
})

test('one-letter words in a row are each bound to the next', () => {
  assert.equal(shown('cs', 'plakáty a v rámu a k zavěšení'), 'plakáty a~v~rámu a~k~zavěšení')
  assert.equal(shown('cs', 'a i v'), 'a~i~v')
})

test('a number keeps its thousands, its unit, per cent and currency', () => {
  assert.equal(shown('cs', 'aspoň 6 000 px na delší straně'), 'aspoň 6~000~px na delší straně')
  assert.equal(
    shown('cs', 'Od 1 500 Kč nebo 60 € doprava zdarma'),
    'Od 1~500~Kč nebo 60~€ doprava zdarma',
  )
  assert.equal(shown('cs', 'příplatek 35 %, papír 260 g/m²'), 'příplatek 35~%, papír 260~g/m²')
  assert.equal(shown('sk', '1 500 000 bodov'), '1~500~000 bodov')
  assert.equal(shown('cs', 'rozměr 30 × 40 cm'), 'rozměr 30~×~40~cm')
  assert.equal(shown('cs', 'DPH {{vatRate}} %, {{count}} ks'), 'DPH {{vatRate}}~%, {{count}}~ks')
})

test('a law citation keeps its section and number together', () => {
  assert.equal(
    shown('cs', 'podle § 1837 písm. d) zákona č. 89/2012 Sb., čl. 6 odst. 1'),
    'podle §~1837 písm.~d) zákona č.~89/2012 Sb., čl.~6 odst.~1',
  )
  assert.equal(shown('sk', '§ 53 ods. 1'), '§~53 ods.~1')
  assert.equal(shown('cs', 'objednávka č. {{number}}'), 'objednávka č.~{{number}}')
})

test('URLs, e-mail addresses and placeholders are left as written', () => {
  const text = 'Napište na info@obrazarna.cz, https://www.obrazarna.cz/a/b?s=1 nebo {{email}}'
  assert.equal(shown('cs', text), text)
  assert.equal(shown('cs', 'IBAN: {{iban}}, k dispozici'), 'IBAN: {{iban}}, k~dispozici')
  assert.equal(shown('cs', 's.r.o. a.s.'), 's.r.o. a.s.')
})

test('words that only start with such a letter, and numbers without a unit, keep their space', () => {
  assert.equal(shown('cs', 'Kvalita od roku 2019 je základ'), 'Kvalita od roku 2019 je základ')
  assert.equal(shown('cs', 'PSČ 170 00 Praha 7'), 'PSČ 170 00 Praha 7')
})

test('German and English keep numbers, units, sections and abbreviations, not one-letter words', () => {
  assert.equal(
    shown('de', 'Versand ab 60 € und 15 % günstiger'),
    'Versand ab 60~€ und 15~% günstiger',
  )
  assert.equal(
    shown('de', 'nach § 1829 Abs. 1 ObčZ, z. B. per E-Mail, d. h. sofort, i. d. R. am Tag'),
    'nach §~1829 Abs.~1 ObčZ, z.~B. per E-Mail, d.~h. sofort, i.~d.~R. am Tag',
  )
  assert.equal(
    shown('en', 'Act No. 89/2012 Coll., a 30 × 40 cm canvas from 1 290 Kč, 15% off'),
    'Act No.~89/2012 Coll., a 30~×~40~cm canvas from 1~290~Kč, 15% off',
  )
  // One-letter words are not bound outside Czech and Slovak.
  assert.equal(shown('en', 'a print in a frame'), 'a print in a frame')
  assert.equal(shown('de', 'Wir sind 3 Leute, Teil a und b'), 'Wir sind 3 Leute, Teil a und b')
})

test('content from the API is typeset the same way in every language', () => {
  assert.equal(shown('cs', 'Plátna o 15 % levněji a v akci'), 'Plátna o~15~% levněji a~v~akci')
  assert.equal(shown('cs', 'Korunka z kapky vody, 2 cm'), 'Korunka z~kapky vody, 2~cm')
  assert.equal(shown('de', 'Leinwandbilder 15 % günstiger'), 'Leinwandbilder 15~% günstiger')
})

test('a sentence ending in a date with its own full stop gets one full stop', () => {
  assert.equal(oneFullStop('Doručíme do pá 4. 12..'), 'Doručíme do pá 4. 12.')
  assert.equal(oneFullStop('Zustellung bis Fr., 4.12..'), 'Zustellung bis Fr., 4.12.')
  assert.equal(oneFullStop('Delivered by Fri 4 Dec.'), 'Delivered by Fri 4 Dec.')
  assert.equal(oneFullStop('Počkejte...'), 'Počkejte...')
})
