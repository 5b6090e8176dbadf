import type { Language } from '../../config/languages'

/**
 * The amount as a banking app's amount field takes it: digits and two decimals, no currency and no
 * thousands spaces; the decimal comma of Czech, Slovak and German banking apps, a point in English.
 */
export function amountToType(minor: number, language: Language): string {
  const amount = (minor / 100).toFixed(2)
  return language === 'en' ? amount : amount.replace('.', ',')
}
