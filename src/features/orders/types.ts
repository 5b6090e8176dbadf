import type { CropBox } from '@print-shop/shop-domain/crop'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import type { OrderAddress, PaymentInstructions } from '@print-shop/shop-domain/orders'
import type { Currency } from '../../lib/format'
import type { PaymentMethod, PickupPoint } from './payment-and-pickup'

/** One print of an order, as it was ordered (names and prices are a snapshot; money in minor units). */
export interface OrderItem {
  id: string
  image_name: string
  layout_name: string
  paper_name: string
  /** A 640 px JPEG of the image; null when the image has been withdrawn. */
  image_url: string | null
  /** The image's media base address (…/media/{id}) for other widths; null when withdrawn. */
  media_url: string | null
  image_width: number
  image_height: number
  /** Print size in mm. */
  custom_width: number
  custom_height: number
  format_type: 'original' | 'crop'
  coordinate_x: number | null
  coordinate_y: number | null
  crop: CropBox | null
  quantity: number
  unit_price: number
  total_price: number
  discount: number
}

/** A placed order (GET /me/orders, GET /me/orders/{id}, POST /baskets/{uuid}/checkout). */
export interface Order {
  id: string
  number: string
  status: OrderStatus
  payment_method: PaymentMethod
  paid: boolean
  paid_at: string | null
  locale: string
  currency: Currency
  items_count: number
  items_total: number
  discount: number
  coupon_code: string | null
  delivery_price: number
  total: number
  total_net: number
  total_vat: number
  vat_rate_percent: number
  delivery: {
    slug: string
    name: string
    /** Working days to make the slowest print, and on the way (null: the method is no more). */
    production_days: number
    transit_days: number | null
  }
  pickup_point: PickupPoint | null
  billing: OrderAddress
  shipping: OrderAddress | null
  email: string
  note: string | null
  status_history: { status: OrderStatus; created_at: string }[]
  /** Only while a bank-transfer order waits for its money. */
  payment_instructions: PaymentInstructions | null
  created_at: string
  updated_at: string
  order_items: OrderItem[]
}

/** A page of orders with the list's meta. */
export interface OrderPage {
  orders: Order[]
  total: number
  lastPage: number
  page: number
}
