import type { Currency } from '../../lib/format'
import type { PaymentMethod, PickupPoint } from '../checkout/types'

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
  accountNumber: string | null
  iban: string
  bic: string
  variableSymbol: string
  amount: number
  currency: Currency
  dueDate: string
  message: string
  /**
   * What the QR code holds: the Czech QR payment (SPD) for a CZK order, the EPC code of a SEPA
   * transfer ("GiroCode") for a EUR order.
   */
  qrPayment: QrPaymentCode
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
  imageName: string
  layoutName: string
  paperName: string
  /** A 640 px JPEG of the image; null when the image has been withdrawn. */
  imageUrl: string | null
  /** The image's media base address (…/media/{id}) for other widths; null when withdrawn. */
  mediaUrl: string | null
  imageWidth: number
  imageHeight: number
  /** Print size in mm. */
  customWidth: number
  customHeight: number
  formatType: 'original' | 'crop'
  coordinateX: number | null
  coordinateY: number | null
  crop: OrderItemCrop | null
  quantity: number
  unitPrice: number
  totalPrice: number
  discount: number
}

/** An address as it was on the order. */
export interface OrderAddress {
  firstName: string
  lastName: string
  company: string | null
  companyId: string | null
  vatId: string | null
  street: string
  city: string
  zip: string
  country: string
  email: string | null
  phoneNumber: string | null
}

/** A placed order (GET /me/orders, GET /me/orders/{id}, POST /baskets/{uuid}/checkout). */
export interface Order {
  id: string
  number: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  paid: boolean
  paidAt: string | null
  locale: string
  currency: Currency
  itemsCount: number
  itemsTotal: number
  discount: number
  couponCode: string | null
  deliveryPrice: number
  total: number
  totalNet: number
  totalVat: number
  vatRatePercent: number
  delivery: {
    slug: string
    name: string
    /** Working days to make the slowest print, and on the way (null: the method is no more). */
    productionDays: number
    transitDays: number | null
  }
  pickupPoint: PickupPoint | null
  billing: OrderAddress
  shipping: OrderAddress | null
  email: string
  note: string | null
  statusHistory: { status: OrderStatus; createdAt: string }[]
  /** Only while a bank-transfer order waits for its money. */
  paymentInstructions: PaymentInstructions | null
  createdAt: string
  updatedAt: string
  items: OrderItem[]
}

/** A page of orders with the list's meta. */
export interface OrderPage {
  orders: Order[]
  total: number
  lastPage: number
  page: number
}
