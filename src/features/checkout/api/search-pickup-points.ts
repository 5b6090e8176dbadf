import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { PickupPoint } from '../types'
import { reshapePickupPoint, type PickupPointDocument } from '../../basket'

/** GET /pickup_points: the carrier's points whose name, street, city or zip match. */
export async function searchPickupPoints(
  search: string,
  carrier: string | null,
  language: Language,
): Promise<PickupPoint[]> {
  const query = new URLSearchParams({ 'filter[search]': search, per_page: '20' })
  if (carrier) query.set('filter[carrier]', carrier)
  const document = await apiRequest<JsonApiDocument<Resource[]>>(`/pickup_points?${query}`, {
    language,
  })
  return flatten<PickupPointDocument>(document).map(reshapePickupPoint)
}
