/** Where a delivery method takes an order: the delivery page lists the methods by destination. */
export type Destination = 'czechRepublic' | 'slovakia' | 'europe'

export const DESTINATIONS: readonly Destination[] = ['czechRepublic', 'slovakia', 'europe']

interface Routed {
  kind: string
  countries: readonly string[]
}

/**
 * The destination a method serves: Czechia or Slovakia when it names the country, every other EU
 * country when it names none. Collection in person serves any country on paper, but the shopper
 * comes to the studio in Prague.
 */
export function destinationOf(method: Routed): Destination {
  if (method.kind === 'personal_collection' || method.countries.includes('CZ')) {
    return 'czechRepublic'
  }
  return method.countries.includes('SK') ? 'slovakia' : 'europe'
}

/** The methods of each destination, in their given order. */
export function byDestination<T extends Routed>(methods: readonly T[]): Record<Destination, T[]> {
  const groups: Record<Destination, T[]> = { czechRepublic: [], slovakia: [], europe: [] }
  for (const method of methods) groups[destinationOf(method)].push(method)
  return groups
}
