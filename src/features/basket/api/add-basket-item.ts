import { ApiError, apiRequest } from '../../../lib/api-client'
import type { JsonApiDocument, Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { createBasket } from './create-basket'

/** A print as the API takes it: sizes in mm, the crop's top-left corner in the original's pixels. */
export interface BasketItemInput {
  image_id: number
  layout_id: number
  paper_id: number
  custom_width: number
  custom_height: number
  format_type: 'original' | 'crop'
  coordinate_x: number | null
  coordinate_y: number | null
  quantity: number
}

export interface AddedBasketItem {
  /** The basket the item went to: a new one when there was none or the stored one was gone. */
  uuid: string
  /** The whole basket as the API answered (JSON:API). */
  document: JsonApiDocument<Resource>
}

function post(uuid: string, item: BasketItemInput, language: Language) {
  return apiRequest<JsonApiDocument<Resource>>(`/baskets/${uuid}/basket_items`, {
    method: 'POST',
    body: item,
    language,
  })
}

/**
 * POST /baskets/{uuid}/basket_items, creating the basket first when there is none. A basket the
 * API no longer knows (404) is replaced by a new one and the item sent once more. `onCreated`
 * hears of a new basket at once, so it is kept even when the item is then refused.
 */
export async function addBasketItem(
  basketUuid: string | null,
  item: BasketItemInput,
  language: Language,
  onCreated: (uuid: string) => void = () => undefined,
): Promise<AddedBasketItem> {
  const create = async () => {
    const uuid = await createBasket(language)
    onCreated(uuid)
    return uuid
  }
  const uuid = basketUuid ?? (await create())
  try {
    return { uuid, document: await post(uuid, item, language) }
  } catch (error) {
    if (!basketUuid || !(error instanceof ApiError) || error.status !== 404) throw error
    const fresh = await create()
    return { uuid: fresh, document: await post(fresh, item, language) }
  }
}
