/**
 * Names, addresses and notes are plain text. A line break in a billing name would let anyone write
 * their own paragraphs ("Your card was charged… https://…") into the shop's order confirmation, and
 * bidi overrides make a text read other than it is stored.
 */

// C0 and C1 controls (line feed, carriage return and tab among them), the Unicode line and paragraph
// separators, and the bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
const OTHER_CONTROLS =
  '\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069'
const CONTROLS = `${OTHER_CONTROLS}\\u000a`

const SINGLE_LINE = new RegExp(`^[^${CONTROLS}]*$`)
/** A note may run over several lines (a line feed, as browsers send a textarea's breaks). */
const MULTI_LINE = new RegExp(`^[^${OTHER_CONTROLS}]*$`)
const CONTROL_RUNS = new RegExp(`[${CONTROLS}]+`, 'g')

/**
 * Ajv formats registered by the validation plugin, with the field message each one answers; the
 * shop domain's `lineField` and `noteField` (`@print-shop/shop-domain/schema`) name them.
 */
export const PLAIN_TEXT_FORMATS = {
  'single-line': {
    validate: (text: string) => SINGLE_LINE.test(text),
    message: 'validation.single_line',
  },
  'multi-line': {
    validate: (text: string) => MULTI_LINE.test(text),
    message: 'validation.control_characters',
  },
} as const

/**
 * Text put into a line of an e-mail: control characters become a space. Input is checked already;
 * this guards the mail against rows written before that, or by other means.
 */
export function mailLine(text: string): string {
  return text.replace(CONTROL_RUNS, ' ').trim()
}
