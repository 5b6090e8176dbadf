/**
 * Bank account numbers the shop asks to be paid to, checked before anyone is asked to pay into them:
 * a mistyped digit would send a shopper's money to a stranger, and the banks' own check digits catch it.
 */

/** Weights of the Czech account number check (Vyhláška ČNB 169/2011), from the leftmost digit. */
const CZECH_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]

function czechPartValid(digits: string): boolean {
  const padded = digits.padStart(10, '0')
  const sum = [...padded].reduce(
    (total, digit, index) => total + Number(digit) * CZECH_WEIGHTS[index]!,
    0,
  )
  return sum % 11 === 0
}

/**
 * Why a Czech account number `[prefix-]number/bank` cannot be right, or null when it can: its shape
 * and the modulo-11 check of the prefix and of the number.
 */
export function czechAccountProblem(account: string): string | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(account.trim())
  if (!match) return 'is not a Czech account number of the form [prefix-]number/bank'
  const [, prefix, number] = match
  if (prefix && !czechPartValid(prefix)) return 'has a prefix whose check digit is wrong'
  if (!czechPartValid(number!)) return 'has a check digit that is wrong (mistyped?)'
  if (/^0+$/.test(number!)) return 'has no account number'
  return null
}

/** An IBAN without spaces, in capitals. */
export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase()

/**
 * The IBAN's groups of four, as people read it: CZ65, 0800, 0000, … A page or mail keeps each group
 * on one line and lets a narrow screen break only between them; a copy is compactIban, no spaces.
 */
export const ibanGroups = (iban: string): string[] => compactIban(iban).match(/.{1,4}/g) ?? []

/** The IBAN in groups of four, as it is printed for people: CZ65 0800 0000 1920 0014 5399. */
export const printedIban = (iban: string) => ibanGroups(iban).join(' ')

/** Why an IBAN cannot be right, or null when it can: its shape and the ISO 13616 mod-97 check. */
export function ibanProblem(iban: string): string | null {
  const compact = compactIban(iban)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return 'is not an IBAN'
  if (compact.startsWith('CZ') && compact.length !== 24)
    return 'is not 24 characters long, as a Czech IBAN is'
  const rearranged = compact.slice(4) + compact.slice(0, 4)
  const numeric = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1 ? null : 'has check digits that are wrong (mistyped?)'
}

/**
 * The Czech IBAN of a Czech account number: CZ, check digits, bank code, prefix and number padded
 * to 6 and 10 digits.
 */
export function czechIban(account: string): string {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(account.trim())
  if (!match) throw new Error(`not a Czech account number: ${account}`)
  const [, prefix = '', number, bank] = match
  const bban = `${bank}${prefix.padStart(6, '0')}${number!.padStart(10, '0')}`
  const numeric = `${bban}123500` // C=12, Z=35, check digits 00
  let remainder = 0
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97
  return `CZ${String(98 - remainder).padStart(2, '0')}${bban}`
}
