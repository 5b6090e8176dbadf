import type { newItemBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
import { ApiError, apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { CheckoutBasket, FormatType } from '../types'
import { createBasket } from './create-basket'
import { basketFrom } from './basket-document'

/**
 * A print to add: of a catalogue picture or of the shopper's own upload; sizes in mm, the crop's
 * top-left corner in the original's pixels.
 */
export type BasketItemInput = PrintInput & ({ imageId: string } | { uploadId: string })

interface PrintInput {
  layoutId: string
  paperId: string
  customWidth: number
  customHeight: number
  formatType: FormatType
  coordinateX: number | null
  coordinateY: number | null
  quantity: number
}

export interface AddedBasketItem {
  /** The basket the item went to: a new one when there was none or the stored one was gone. */
  uuid: string
  /** The whole basket as the API answered. */
  basket: CheckoutBasket
}

async function post(uuid: string, item: BasketItemInput, language: Language) {
  const document = await apiRequest(`/baskets/${uuid}/basket_items`, {
    method: 'POST',
    body: {
      ...('uploadId' in item ? { upload_id: item.uploadId } : { image_id: Number(item.imageId) }),
      ...printBody(item),
    },
    language,
  })
  return basketFrom(document)
}

/** What a print is, whichever picture it prints. */
function printBody(item: BasketItemInput) {
  return {
    layout_id: Number(item.layoutId),
    paper_id: Number(item.paperId),
    custom_width: item.customWidth,
    custom_height: item.customHeight,
    format_type: item.formatType,
    coordinate_x: item.coordinateX,
    coordinate_y: item.coordinateY,
    quantity: item.quantity,
  } satisfies Omit<Static<typeof newItemBody>, 'image_id'>
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
    return { uuid, basket: await post(uuid, item, language) }
  } catch (error) {
    if (!basketUuid || !(error instanceof ApiError) || error.status !== 404) throw error
    const fresh = await create()
    return { uuid: fresh, basket: await post(fresh, item, language) }
  }
}
