/**
 * The basket as the API sends it (JSON:API, flattened by `lib/jsonapi`) and its reshaping into the
 * basket's own types. The wire names stay in this folder.
 */
import { renditionUrl } from '@print-shop/shop-domain/media'
import type { Currency } from '../../../lib/format'
import type {
  Basket,
  BasketCoupon,
  BasketDeliveryMethod,
  BasketImage,
  BasketItem,
  FormatType,
} from '../types'

interface BasketImageDocument {
  id: string
  name: string
  url: string
  media_url: string
  width: number
  height: number
  /** Absent from a provider's API: a photograph. */
  scalable?: boolean | null
  placeholder?: string | null
  colors?: string[] | null
}

/** The shopper's own photo an item prints (the included `uploads` resource, flattened). */
interface BasketUploadDocument {
  id: string
  file_name: string
  width: number
  height: number
  media_url: string
}

interface BasketItemDocument {
  id: string
  custom_width: number
  custom_height: number
  format_type: FormatType
  coordinate_x: number | null
  coordinate_y: number | null
  quantity: number
  unit_price: number | null
  total_price: number | null
  discount: number
  currency: Currency
  available: boolean
  withdrawable?: boolean
  /** One of the two: a catalogue picture, or the shopper's own upload. */
  image?: BasketImageDocument | null
  upload?: BasketUploadDocument | null
  layout: { id: string; name: string; production_days: number }
  paper: { id: string; name: string; description: string }
}

export interface BasketDocument {
  id: string
  uuid: string
  status: string
  currency: Currency
  items_count: number
  items_total: number
  discount: number
  delivery_price: number
  total: number
  coupon_code: string | null
  basket_items: BasketItemDocument[]
  delivery_method: { id: string; name: string; price_for_basket: number } | null
  coupon: { id: string; code: string; applied: boolean; problem: string | null } | null
}

function reshapeBasketImage(image: BasketImageDocument): BasketImage {
  return {
    id: image.id,
    name: image.name,
    url: image.url,
    mediaUrl: image.media_url,
    width: image.width,
    height: image.height,
    scalable: image.scalable === true,
    colors: image.colors,
  }
}

/** An own photo as the basket shows a picture: its file name, pixels and private previews. */
function reshapeBasketUpload(upload: BasketUploadDocument): BasketImage {
  return {
    id: upload.id,
    name: upload.file_name,
    url: renditionUrl(upload.media_url, 640),
    mediaUrl: upload.media_url,
    width: upload.width,
    height: upload.height,
    scalable: false,
    colors: null,
    ownPhoto: true,
  }
}

function reshapeBasketItem(item: BasketItemDocument): BasketItem {
  return {
    id: item.id,
    customWidth: item.custom_width,
    customHeight: item.custom_height,
    formatType: item.format_type,
    coordinateX: item.coordinate_x,
    coordinateY: item.coordinate_y,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    totalPrice: item.total_price,
    discount: item.discount,
    currency: item.currency,
    available: item.available,
    withdrawable: item.withdrawable ?? false,
    image: item.upload ? reshapeBasketUpload(item.upload) : reshapeBasketImage(item.image!),
    layout: {
      id: item.layout.id,
      name: item.layout.name,
      productionDays: item.layout.production_days,
    },
    paper: { id: item.paper.id, name: item.paper.name, description: item.paper.description },
  }
}

function reshapeCoupon(coupon: NonNullable<BasketDocument['coupon']>): BasketCoupon {
  return { id: coupon.id, code: coupon.code, applied: coupon.applied, problem: coupon.problem }
}

export function reshapeBasket(basket: BasketDocument): Basket {
  const method = basket.delivery_method
  const deliveryMethod: BasketDeliveryMethod | null = method
    ? { id: method.id, name: method.name, priceForBasket: method.price_for_basket }
    : null
  return {
    id: basket.id,
    uuid: basket.uuid,
    status: basket.status,
    currency: basket.currency,
    itemsCount: basket.items_count,
    itemsTotal: basket.items_total,
    discount: basket.discount,
    deliveryPrice: basket.delivery_price,
    total: basket.total,
    couponCode: basket.coupon_code,
    items: (basket.basket_items ?? []).map(reshapeBasketItem),
    deliveryMethod,
    coupon: basket.coupon ? reshapeCoupon(basket.coupon) : null,
  }
}
