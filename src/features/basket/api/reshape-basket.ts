/**
 * The basket as the API sends it (JSON:API, flattened and camel-cased by `lib/jsonapi`, typed from
 * the contract's response schemas, their relationships included) and its reshaping into the
 * basket's own types.
 */
import type { Flat } from '@print-shop/shop-domain/camel-case'
import { renditionUrl } from '@print-shop/shop-domain/media'
import type { basketResource } from '@print-shop/shop-domain/responses/basket'
import type { ImageResource } from '@print-shop/shop-domain/responses/catalogue'
import type { UploadResource } from '@print-shop/shop-domain/responses/uploads'
import { pick, type Flattened } from '../../../lib/jsonapi'
import type { Basket, BasketImage, BasketItem } from '../types'

/** A basket with its items (their picture or own photo, layout and paper) and checkout choices. */
export type FlatBasket = Flattened<typeof basketResource>
type FlatBasketItem = FlatBasket['basketItems'][number]

function reshapeBasketImage(image: Flat<ImageResource>): BasketImage {
  const picked = pick(image, ['id', 'name', 'url', 'mediaUrl', 'width', 'height', 'colors'])
  return { ...picked, scalable: image.scalable === true }
}

/** An own photo as the basket shows a picture: its file name, pixels and private previews. */
function reshapeBasketUpload(upload: Flat<UploadResource>): BasketImage {
  return {
    id: upload.id,
    name: upload.fileName,
    url: renditionUrl(upload.mediaUrl, 640),
    mediaUrl: upload.mediaUrl,
    // A photo is in a basket only once checked: it has its pixels by then.
    width: upload.width ?? 0,
    height: upload.height ?? 0,
    scalable: false,
    colors: null,
    ownPhoto: true,
  }
}

function reshapeBasketItem(item: FlatBasketItem): BasketItem {
  return {
    ...pick(item, [
      'id',
      'customWidth',
      'customHeight',
      'formatType',
      'coordinateX',
      'coordinateY',
      'quantity',
      'unitPrice',
      'totalPrice',
      'discount',
      'currency',
      'available',
    ]),
    withdrawable: item.withdrawable ?? false,
    image: item.upload ? reshapeBasketUpload(item.upload) : reshapeBasketImage(item.image!),
    layout: pick(item.layout, ['id', 'name', 'productionDays']),
    paper: pick(item.paper, ['id', 'name', 'description']),
  }
}

export function reshapeBasket(basket: FlatBasket): Basket {
  const method = basket.deliveryMethod
  return {
    ...pick(basket, [
      'id',
      'uuid',
      'status',
      'itemsCount',
      'itemsTotal',
      'discount',
      'deliveryPrice',
      'total',
      'couponCode',
      'currency',
    ]),
    items: (basket.basketItems ?? []).map(reshapeBasketItem),
    // A basket's delivery method always carries its price for the basket.
    deliveryMethod: method
      ? { id: method.id, name: method.name, priceForBasket: method.priceForBasket! }
      : null,
    coupon: basket.coupon ? pick(basket.coupon, ['id', 'code', 'applied', 'problem']) : null,
  }
}
