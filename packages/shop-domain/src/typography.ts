/**
 * Czech and Slovak typesetting of the shop's texts, applied where they are rendered, so that the
 * locale files stay plain: a line never ends in a one-letter preposition or conjunction ("v", "k",
 * "a", "i", …), and a number stays with its groups, its unit and the sign before it ("6 000 px",
 * "21 %", "§ 1837", "č. 89/2012"). The space there becomes a non-breaking one (U+00A0). German and
 * English texts are left as they are.
 *
 * The rules need a space on both sides of what they join, so a URL or an e-mail address (no spaces)
 * is never changed. Typeset a text before its `{{placeholders}}` are filled: values such as an IBAN
 * or an address are printed as the shop's facts give them.
 */

const NBSP = '\u00a0'

/** Languages whose typography binds one-letter words to the next word. */
const TYPESET = new Set(['cs', 'sk'])

/** A one-letter preposition or conjunction after the start, a space, a bracket or a quote. */
const ONE_LETTER = /(^|[\s(„“"'[>–—])([ksvzouaiKSVZOUAI]) (?=\S)/g
/** A digit before a group of three (thousands): "6 000", "1 500 000". */
const THOUSANDS = /(\d) (?=\d{3}(?!\d))/g
/** A number (or a placeholder for one) before its unit, per cent or currency. */
const UNIT =
  /(\d|\}\}) (?=(?:px|Kč|€|EUR|CZK|%|cm|mm|m|m²|g\/m²|kg|g|DPI|dpi|ks|MB|GB|kB|h|min)(?![\p{L}\d]))/gu
/** Sections and numbers of laws and articles: "§ 1837", "č. 89/2012", "odst. 1", "písm. d)". */
const SECTION = /(§{1,2}) (?=\d)/g
const ABBREVIATION = /(^|[\s(])(č|čl|odst|ods|písm)\. (?=[\d\p{Ll}{])/gu
/** The sign between the sides of a size: "30 × 40 cm". */
const TIMES = /(\d) × (?=\d)/g

/** The text as the language typesets it: non-breaking spaces where a line must not break. */
export function typeset(language: string, text: string): string {
  if (!TYPESET.has(language) || !text.includes(' ')) return text
  return (
    text
      // Twice: "a v Praze" has two one-letter words in a row, and a match uses up the space before.
      .replace(ONE_LETTER, `$1$2${NBSP}`)
      .replace(ONE_LETTER, `$1$2${NBSP}`)
      .replace(THOUSANDS, `$1${NBSP}`)
      .replace(UNIT, `$1${NBSP}`)
      .replace(SECTION, `$1${NBSP}`)
      .replace(ABBREVIATION, `$1$2.${NBSP}`)
      .replace(TIMES, `$1${NBSP}×${NBSP}`)
  )
}

/**
 * Shop content from the API (the home page's carousel and banners) typeset as locale texts are, and
 * in German and English too a number kept with its unit or per cent sign: a slide's "15 %" must not
 * end one line of a phone's heading and leave the "%" to start the next.
 */
export function typesetContent(language: string, text: string): string {
  if (TYPESET.has(language)) return typeset(language, text)
  return text.replace(UNIT, `$1${NBSP}`).replace(TIMES, `$1${NBSP}×${NBSP}`)
}

/**
 * One full stop where a sentence ends in a date or abbreviation that has its own: "doručíme do
 * pá 4. 12." and "bis Fr., 4.12.", not "4. 12..". Apply it once the placeholders are filled; an
 * ellipsis ("...") is left as written.
 */
export function oneFullStop(text: string): string {
  return text.replace(/(^|[^.])\.\.(?!\.)/g, '$1.')
}
