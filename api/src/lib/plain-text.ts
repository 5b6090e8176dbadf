import { CONTROLS, isMultiLine, isSingleLine } from '@print-shop/shop-domain/text-rules'

/** The plain-text rules (why they exist) are the shop domain's: `@print-shop/shop-domain/text-rules`. */

const CONTROL_RUNS = new RegExp(`[${CONTROLS}]+`, 'g')

/**
 * Ajv formats registered by the validation plugin, with the field message each one answers; the
 * shop domain's `lineField` and `noteField` (`@print-shop/shop-domain/schema`) name them.
 */
export const PLAIN_TEXT_FORMATS = {
  'single-line': {
    validate: isSingleLine,
    message: 'validation.single_line',
  },
  'multi-line': {
    validate: isMultiLine,
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
