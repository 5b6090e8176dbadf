/** The shop's currencies: each shop language has its own list prices, never converted. */
export const CURRENCIES = ['CZK', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]

/** CZK for the Czech shop, EUR for the others (each has its own list prices, never converted). */
export function currencyFor(language: string): Currency {
  return language === 'cs' ? 'CZK' : 'EUR'
}
