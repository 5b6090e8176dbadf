import type { FormatType } from '@print-shop/shop-domain/basket-items'
import type { DeliveryKind } from '@print-shop/shop-domain/delivery-methods'
import type { Currency } from '../../lib/format'

// An order keeps its payment method and pickup point, so the orders feature owns their types.
import type { PaymentMethod, PickupPoint } from '../orders'

export type { FormatType }

/** The picture a basket item prints (sizes in pixels of the original). */
export interface BasketImage {
  id: string
  name: string
  url: string
  mediaUrl: string
  width: number
  height: number
  /** A vector drawing: sharp at any print size. */
  scalable?: boolean
  colors?: string[] | null
  /**
   * The shopper's own upload (the id is the upload's, the name its file name): its previews are
   * private, and it is configured again on its own page, not a product page.
   */
  ownPhoto?: boolean
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
  /** Whether it may be returned within 14 days of delivery (standard size, whole picture). */
  withdrawable: boolean
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

/** A delivery method as GET /delivery_methods lists it (money in minor units). */
export interface DeliveryMethod {
  id: string
  slug: string
  kind: DeliveryKind
  carrier: string | null
  name: string
  description: string
  price: number
  freeFrom: number | null
  priceForBasket?: number
  currency: Currency
  needsPickupPoint: boolean
  /** Working days from dispatch to the door (0: collected at the studio). */
  transitDays: number
}

/** Billing or shipping details of the basket. */
export interface ContactDetails {
  firstName: string
  lastName: string
  company: string | null
  companyId?: string | null
  vatId?: string | null
  street: string
  city: string
  zip: string
  country: string
  email: string | null
  phoneNumber: string | null
}

/**
 * The basket with the shopper's checkout choices, as every basket call answers it: what the basket
 * page shows, plus the payment method, pickup point, note and addresses. The basket page and checkout
 * share one SWR entry, so it holds the whole basket.
 */
export interface CheckoutBasket extends Omit<Basket, 'deliveryMethod'> {
  /** The VAT the total includes (minor units). */
  totalVat: number
  paymentMethod: PaymentMethod | null
  /** The payment methods the shop takes now: card and GoPay only when a gateway takes them. */
  paymentMethods: PaymentMethod[]
  pickupPoint: PickupPoint | null
  note: string | null
  deliveryMethod: (DeliveryMethod & { priceForBasket: number }) | null
  billingDetail: (ContactDetails & { id: string }) | null
  shippingDetail: (ContactDetails & { id: string }) | null
}
