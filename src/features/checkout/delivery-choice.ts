import type { DeliveryMethod } from './types'

/**
 * The method to choose for the shopper: the only one that brings the goods to the destination
 * (collection at the studio aside, which serves every country but suits few abroad), or the only one
 * offered at all; null where the shopper has a choice to make.
 */
export function onlyFittingMethod(methods: readonly DeliveryMethod[]): DeliveryMethod | null {
  const shipped = methods.filter((method) => method.kind !== 'personal_collection')
  if (shipped.length === 1) return shipped[0]!
  return methods.length === 1 ? methods[0]! : null
}
