/**
 * The rules of typed text, the same in the storefront's forms and in the API's checks: plain text
 * in names, addresses and notes, the length of a new password, a phone number.
 *
 * Names, addresses and notes are plain text. A line break in a billing name would let anyone write
 * their own paragraphs ("Your card was charged… https://…") into the shop's order confirmation, and
 * bidi overrides make a text read other than it is stored.
 */

/**
 * C0 and C1 controls except the line feed (carriage return and tab among them), the Unicode line and
 * paragraph separators, and the bidi embeddings, overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069): a regular expression's character class body.
 */
export const CONTROLS_BUT_LINE_FEED =
  '\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069'
/** Every control a line of text may not hold, the line feed too. */
export const CONTROLS = `${CONTROLS_BUT_LINE_FEED}\\u000a`

const SINGLE_LINE = new RegExp(`^[^${CONTROLS}]*$`)
/** A note may run over several lines (a line feed, as browsers send a textarea's breaks). */
const MULTI_LINE = new RegExp(`^[^${CONTROLS_BUT_LINE_FEED}]*$`)

/** One line of plain text: a name, a street, a city. */
export const isSingleLine = (text: string): boolean => SINGLE_LINE.test(text)
/** Plain text over several lines: a note. */
export const isMultiLine = (text: string): boolean => MULTI_LINE.test(text)

/** A new password's length, in characters as people count them (NFKC; an emoji is one). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const passwordLength = (password: string): number => [...password.normalize('NFKC')].length

/** Digits with an optional leading + and spaces, as the phone input produces them. */
export const PHONE_MIN_LENGTH = 5
export const PHONE_MAX_LENGTH = 50
export const PHONE_PATTERN = '^\\+?[0-9 ]+$'
