import type { Currency } from '../../lib/format'

export type FormatType = 'original' | 'crop'

/** The picture a basket item prints (sizes in pixels of the original). */
export interface BasketImage {
  id: string
  name: string
  url: string
  media_url: string
  width: number
  height: number
  placeholder?: string | null
  colors?: string[] | null
}

export interface BasketLayout {
  id: string
  name: string
  /** Working days from payment until a print of it is ready to go. */
  production_days: number
}

export interface BasketPaper {
  id: string
  name: string
  description: string
}

/** One line of the basket, flattened. Sizes in mm, crop corner in the original's pixels, money in minor units. */
export interface BasketItem {
  id: string
  custom_width: number
  custom_height: number
  format_type: FormatType
  coordinate_x: number | null
  coordinate_y: number | null
  quantity: number
  unit_price: number | null
  /** Before the coupon's discount; null when the print can no longer be priced. */
  total_price: number | null
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
  price_for_basket: number
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
  items_count: number
  items_total: number
  discount: number
  delivery_price: number
  total: number
  coupon_code: string | null
  basket_items: BasketItem[]
  delivery_method: BasketDeliveryMethod | null
  coupon: BasketCoupon | null
}
