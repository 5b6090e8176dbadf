const CURRENCY_LABELS: Record<string, string> = { CZK: 'Kč', EUR: '€' }

/**
 * An amount in minor units the Czech way, in every language of the shop: two decimals after a comma,
 * thousands split by spaces, then the currency ("1 234,50 Kč", "12,90 €").
 */
export function formatMoney(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(minor))
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  const cents = String(absolute % 100).padStart(2, '0')
  return `${sign}${whole},${cents} ${CURRENCY_LABELS[currency] ?? currency}`
}

/** Minor units as major ones with a dot and two decimals, as data files want them: 156220 → "1562.20". */
export function majorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(minor))
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}
