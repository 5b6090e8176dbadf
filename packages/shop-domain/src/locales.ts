/** The shop's languages: Czech first, English the fallback for anyone else. */
export const LOCALES = ['cs', 'sk', 'de', 'en'] as const
export type Locale = (typeof LOCALES)[number]
