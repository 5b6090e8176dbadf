import { apiRequest } from '../../../lib/api-client'
import type { PickupPointsDocument } from '@print-shop/shop-domain/responses/pickup-points'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { PickupPoint } from '../types'
import { reshapePickupPoint } from '../../basket'

/** GET /pickup_points: the carrier's points whose name, street, city or zip match. */
export async function searchPickupPoints(
  search: string,
  carrier: string | null,
  language: Language,
): Promise<PickupPoint[]> {
  const query = new URLSearchParams({ 'filter[search]': search, per_page: '20' })
  if (carrier) query.set('filter[carrier]', carrier)
  const document = await apiRequest<PickupPointsDocument>(`/pickup_points?${query}`, {
    language,
  })
  return flatten(document).map(reshapePickupPoint)
}
