/** Czech standard VAT rate; every list price includes it. */
export const VAT_RATE_PERCENT = 21

/** Splits a VAT-inclusive amount (minor units) into net and VAT that add up to it exactly. */
export function splitGross(
  gross: number,
  ratePercent = VAT_RATE_PERCENT,
): { net: number; vat: number } {
  const net = Math.round((gross * 100) / (100 + ratePercent))
  return { net, vat: gross - net }
}

/**
 * Splits an amount over parts in proportion to their weights, in whole minor units that add up to
 * the amount exactly (largest remainder; ties go to the earlier part).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) return weights.map(() => 0)
  const exact = weights.map((weight) => (amount * weight) / total)
  const shares = exact.map(Math.floor)
  let left = amount - shares.reduce((sum, share) => sum + share, 0)
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}
