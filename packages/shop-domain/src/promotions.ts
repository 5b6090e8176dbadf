import type { Locale } from '@print-shop/shop-domain/locales'

/** When a promotion runs and whom it is for: what the API filters by and the pages check again. */
export interface PromotionWindow {
  /** ISO 8601 moments: it runs from `startsAt` (inclusive) to `endsAt` (exclusive). */
  startsAt: string | Date
  endsAt: string | Date
  /** ISO country codes of the shoppers it applies to. */
  countries: readonly string[]
}

/**
 * The countries a page's language speaks to. A language spoken in one of the shop's markets stands
 * for that market (German for Germany and Austria); English pages are read by shoppers from any
 * country, so they stand for none in particular and show a promotion that applies anywhere.
 */
export const LANGUAGE_COUNTRIES: Readonly<Record<Locale, readonly string[] | 'any'>> = {
  cs: ['CZ'],
  sk: ['SK'],
  de: ['DE', 'AT'],
  en: 'any',
}

const time = (moment: string | Date) => new Date(moment).getTime()

/** Whether the promotion runs at `now`: started, and not yet ended. */
export function isRunning(promotion: PromotionWindow, now: Date): boolean {
  return time(promotion.startsAt) <= now.getTime() && now.getTime() < time(promotion.endsAt)
}

/** Whether the promotion applies to a shopper reading pages in `language` (see LANGUAGE_COUNTRIES). */
export function appliesToLanguage(promotion: PromotionWindow, language: string): boolean {
  const countries = LANGUAGE_COUNTRIES[language as Locale] ?? 'any'
  if (countries === 'any') return promotion.countries.length > 0
  return countries.some((country) => promotion.countries.includes(country))
}

/** Whether a page in `language` shows the promotion at `now`. */
export function isShown(promotion: PromotionWindow, language: string, now: Date): boolean {
  return isRunning(promotion, now) && appliesToLanguage(promotion, language)
}
