/** European country calling codes for the phone input; Czechia first, as the default. */
export const callingCodes = [
  { country: 'CZ', code: '+420' },
  { country: 'SK', code: '+421' },
  { country: 'AT', code: '+43' },
  { country: 'BE', code: '+32' },
  { country: 'BG', code: '+359' },
  { country: 'CH', code: '+41' },
  { country: 'CY', code: '+357' },
  { country: 'DE', code: '+49' },
  { country: 'DK', code: '+45' },
  { country: 'EE', code: '+372' },
  { country: 'ES', code: '+34' },
  { country: 'FI', code: '+358' },
  { country: 'FR', code: '+33' },
  { country: 'GB', code: '+44' },
  { country: 'GR', code: '+30' },
  { country: 'HR', code: '+385' },
  { country: 'HU', code: '+36' },
  { country: 'IE', code: '+353' },
  { country: 'IS', code: '+354' },
  { country: 'IT', code: '+39' },
  { country: 'LI', code: '+423' },
  { country: 'LT', code: '+370' },
  { country: 'LU', code: '+352' },
  { country: 'LV', code: '+371' },
  { country: 'MT', code: '+356' },
  { country: 'NL', code: '+31' },
  { country: 'NO', code: '+47' },
  { country: 'PL', code: '+48' },
  { country: 'PT', code: '+351' },
  { country: 'RO', code: '+40' },
  { country: 'SE', code: '+46' },
  { country: 'SI', code: '+386' },
  { country: 'UA', code: '+380' },
] as const

export const DEFAULT_CALLING_CODE = '+420'

/** The number as the API stores it: calling code, a space, the digits as typed. */
export function fullPhoneNumber(callingCode: string, number: string): string {
  return `${callingCode} ${number.trim()}`
}

/**
 * A stored number split back into the phone input's two parts: the longest known calling code it
 * starts with, otherwise the default code and the number as it was stored.
 */
export function splitPhoneNumber(phone: string | null | undefined): {
  callingCode: string
  number: string
} {
  const value = (phone ?? '').trim()
  const code = callingCodes
    .map((entry) => entry.code as string)
    .filter((candidate) => value.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0]
  if (!code) return { callingCode: DEFAULT_CALLING_CODE, number: value }
  return { callingCode: code, number: value.slice(code.length).trim() }
}
