import type { Currency } from '../../lib/format'
import type { PaymentMethod, PickupPoint } from './payment-and-pickup'

/** The order statuses of the API, in the order an order goes through them. */
export const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** How to pay an order by bank transfer (money in minor units). */
export interface PaymentInstructions {
  holder: string
  account_number: string | null
  iban: string
  bic: string
  variable_symbol: string
  amount: number
  currency: Currency
  due_date: string
  message: string
  /**
   * What the QR code holds: the Czech QR payment (SPD) for a CZK order, the EPC code of a SEPA
   * transfer ("GiroCode") for a EUR order.
   */
  qr_payment: QrPaymentCode
}

export interface QrPaymentCode {
  format: 'spd' | 'epc'
  payload: string
}

/** The crop window of a cropped print, in the image's pixels. */
export interface OrderItemCrop {
  x: number
  y: number
  width: number
  height: number
}

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
  crop: OrderItemCrop | null
  quantity: number
  unit_price: number
  total_price: number
  discount: number
}

/** An address as it was on the order. */
export interface OrderAddress {
  first_name: string
  last_name: string
  company: string | null
  company_id: string | null
  vat_id: string | null
  street: string
  city: string
  zip: string
  country: string
  email: string | null
  phone_number: string | null
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
