import type { Currency } from '../../lib/format'

export type FormatType = 'original' | 'crop'

/** The picture a basket item prints (sizes in pixels of the original). */
export interface BasketImage {
  id: string
  name: string
  url: string
  mediaUrl: string
  width: number
  height: number
  placeholder?: string | null
  colors?: string[] | null
}

export interface BasketLayout {
  id: string
  name: string
  /** Working days from payment until a print of it is ready to go. */
  productionDays: number
}

export interface BasketPaper {
  id: string
  name: string
  description: string
}

/** One line of the basket. Sizes in mm, crop corner in the original's pixels, money in minor units. */
export interface BasketItem {
  id: string
  customWidth: number
  customHeight: number
  formatType: FormatType
  coordinateX: number | null
  coordinateY: number | null
  quantity: number
  unitPrice: number | null
  /** Before the coupon's discount; null when the print can no longer be priced. */
  totalPrice: number | null
  discount: number
  currency: Currency
  available: boolean
  image: BasketImage
  layout: BasketLayout
  paper: BasketPaper
}

export interface BasketDeliveryMethod {
  id: string
  name: string
  priceForBasket: number
}

export interface BasketCoupon {
  id: string
  code: string
  applied: boolean
  /** Why the code gives no discount now (in the request's language). */
  problem: string | null
}

/** The basket with its totals (minor units of `currency`). */
export interface Basket {
  id: string
  uuid: string
  status: string
  currency: Currency
  itemsCount: number
  itemsTotal: number
  discount: number
  deliveryPrice: number
  total: number
  couponCode: string | null
  items: BasketItem[]
  deliveryMethod: BasketDeliveryMethod | null
  coupon: BasketCoupon | null
}
