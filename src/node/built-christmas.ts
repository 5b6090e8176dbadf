import { languages } from '../config/languages'
import {
  christmasPromise,
  christmasValues,
  comingChristmas,
  type DeliveryRoute,
} from '../lib/christmas'
import type { BuiltChristmasPromise } from '../lib/christmas-query'

/** What the resolver asks of Gatsby's node store. */
export interface NodeModel {
  findAll: (args: {
    type: string
    query: { filter: Record<string, unknown> }
  }) => Promise<{ entries: Iterable<DeliveryRoute> }>
  findOne: (args: {
    type: string
    query: Record<string, unknown>
  }) => Promise<{ productionDays?: { max: number } | null } | null>
}

/**
 * The Christmas promise in every language, for the Christmas coming as the build runs, worked out
 * as the browser would (`useChristmasValues`), so that a page does not: its date and list formats
 * are the first `Intl` formats a home page would create, which ready the browser's locale data.
 * Gatsby keeps a query's result until the nodes it read change: a rebuild after Christmas Eve may
 * keep last year's, which the browser then sees is not the coming Christmas and works out anew.
 */
export async function builtChristmasPromises(
  nodeModel: NodeModel,
  now = new Date(),
): Promise<BuiltChristmasPromise[]> {
  const { entries } = await nodeModel.findAll({
    type: 'PrintShopDeliveryMethod',
    query: { filter: { language: { eq: 'cs' } } },
  })
  const facts = await nodeModel.findOne({ type: 'PrintShopFacts', query: {} })
  const year = comingChristmas(now)
  const promise = christmasPromise([...entries], facts?.productionDays?.max ?? 0, year)
  return languages.map((language) => ({
    language,
    year,
    ...christmasValues(promise, language),
  }))
}
