/**
 * Typesetting of the shop's texts, applied where they are rendered, so that the locale files and the
 * catalogue stay plain text. In every language a number stays with its groups, its unit and the sign
 * before it ("6 000 px", "21 %", "60 €", "§ 1837", "30 × 40 cm"), and an abbreviation with the number
 * or letter it belongs to ("č. 89/2012", "Abs. 1", "z. B.", "No. 89/2012"). Czech and Slovak also keep
 * a one-letter preposition or conjunction ("v", "k", "a", "i", …) from ending a line. The space there
 * becomes a non-breaking one (U+00A0).
 *
 * The rules need a space on both sides of what they join, so a URL or an e-mail address (no spaces)
 * is never changed. Typeset a text before its `{{placeholders}}` are filled: values such as an IBAN
 * or an address are printed as the shop's facts give them.
 */

const NBSP = '\u00a0'

/** Languages whose typography binds one-letter words to the next word. */
const ONE_LETTER_WORDS = new Set(['cs', 'sk'])

/** A one-letter preposition or conjunction after the start, a space, a bracket or a quote. */
const ONE_LETTER = /(^|[\s(„“"'[>–—])([ksvzouaiKSVZOUAI]) (?=\S)/g
/** A digit before a group of three (thousands): "6 000", "1 500 000". */
const THOUSANDS = /(\d) (?=\d{3}(?!\d))/g
/** A number (or a placeholder for one) before its unit, per cent or currency. */
const UNIT =
  /(\d|\}\}) (?=(?:px|Kč|€|EUR|CZK|%|cm|mm|m|m²|g\/m²|kg|g|DPI|dpi|ks|MB|GB|kB|h|min)(?![\p{L}\d]))/gu
/** Sections of laws: "§ 1837", "§§ 1829". */
const SECTION = /(§{1,2}) (?=\d)/g
/** Abbreviations before the number or letter they name, by language: "č. 89/2012", "Abs. 1". */
const ABBREVIATIONS: Record<string, RegExp> = {
  cs: /(^|[\s(])(č|čl|odst|písm)\. (?=[\d\p{Ll}{])/gu,
  sk: /(^|[\s(])(č|čl|ods|písm)\. (?=[\d\p{Ll}{])/gu,
  de: /(^|[\s(])(Nr|Abs|Art|S|Bd|Kap|Ziff|lit)\. (?=[\d{])/gu,
  en: /(^|[\s(])(No|Art|Sec|p|pp)\. (?=[\d{])/gu,
}
/** German abbreviations of two or more letters with full stops: "z. B.", "d. h.", "i. d. R.". */
const LETTER_ABBREVIATION = /(^|[\s(])(\p{L})\. (?=\p{L}\.)/gu
/** The sign between the sides of a size: "30 × 40 cm". */
const TIMES = /(\d) × (?=\d)/g

/** The text as the language typesets it: non-breaking spaces where a line must not break. */
export function typeset(language: string, text: string): string {
  if (!text.includes(' ')) return text
  let result = text
  if (ONE_LETTER_WORDS.has(language))
    // Twice: "a v Praze" has two one-letter words in a row, and a match uses up the space before.
    result = result.replace(ONE_LETTER, `$1$2${NBSP}`).replace(ONE_LETTER, `$1$2${NBSP}`)
  if (language === 'de')
    result = result
      .replace(LETTER_ABBREVIATION, `$1$2.${NBSP}`)
      .replace(LETTER_ABBREVIATION, `$1$2.${NBSP}`)
  const abbreviation = ABBREVIATIONS[language]
  if (abbreviation) result = result.replace(abbreviation, `$1$2.${NBSP}`)
  return result
    .replace(THOUSANDS, `$1${NBSP}`)
    .replace(UNIT, `$1${NBSP}`)
    .replace(SECTION, `$1${NBSP}`)
    .replace(TIMES, `$1${NBSP}×${NBSP}`)
}

/**
 * One full stop where a sentence ends in a date or abbreviation that has its own: "doručíme do
 * pá 4. 12." and "bis Fr., 4.12.", not "4. 12..". Apply it once the placeholders are filled; an
 * ellipsis ("...") is left as written.
 */
export function oneFullStop(text: string): string {
  return text.replace(/(^|[^.])\.\.(?!\.)/g, '$1.')
}
