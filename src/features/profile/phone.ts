import { callingCodes, DEFAULT_CALLING_CODE } from '../../components/form/calling-codes'

/** Longest first, so that a shorter code never claims the start of a longer one. */
const codesByLength = callingCodes.map(({ code }) => code).sort((a, b) => b.length - a.length)

/**
 * A stored number ("+420 777 123 456", or without the space) split back into the phone input's two
 * parts. A number without one of our calling codes stays whole beside the default code.
 */
export function splitPhoneNumber(stored: string | null): {
  calling_code: string
  phone_number: string
} {
  const phone = stored?.trim() ?? ''
  const code = codesByLength.find((candidate) => phone.startsWith(candidate))
  if (!code) return { calling_code: DEFAULT_CALLING_CODE, phone_number: phone }
  return { calling_code: code, phone_number: phone.slice(code.length).trim() }
}
