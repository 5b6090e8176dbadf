import type { FormatType } from '@print-shop/shop-domain/basket-items'
import type { CropBox } from '@print-shop/shop-domain/crop'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import type { QrPaymentCode, TaxDocumentKind } from '@print-shop/shop-domain/orders'
import type { WithdrawalStatus } from '@print-shop/shop-domain/withdrawal'
import type { Currency } from '../../lib/format'
import type { PaymentMethod, PickupPoint } from './payment-and-pickup'

/**
 * How to pay an order by bank transfer (money in minor units): the shop domain's
 * `PaymentInstructions` in the storefront's names.
 */
export interface PaymentInstructions {
  holder: string
  /** The Czech account number (for CZK orders); null for EUR, which is paid to the IBAN. */
  accountNumber: string | null
  iban: string
  bic: string
  variableSymbol: string
  amount: number
  currency: Currency
  /** YYYY-MM-DD: after it an unpaid order is cancelled. */
  dueDate: string
  message: string
  qrPayment: QrPaymentCode
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
  /** The upload's id when the item prints the shopper's own photo (its name is the file name). */
  ownPhotoId?: string
  imageWidth: number
  imageHeight: number
  /** Print size in mm. */
  customWidth: number
  customHeight: number
  formatType: FormatType
  coordinateX: number | null
  coordinateY: number | null
  crop: CropBox | null
  quantity: number
  unitPrice: number
  totalPrice: number
  discount: number
  /**
   * Whether the consumer may return it within 14 days of delivery (a standard size showing the
   * whole picture), decided when the order was placed.
   */
  withdrawable: boolean
}

/** A withdrawal from some pieces of an order, and how far the shop has dealt with it. */
export interface Withdrawal {
  id: string
  status: WithdrawalStatus
  items: { orderItemId: string; quantity: number }[]
  /** Money owed back, minor units of the order's currency. */
  amount: number
  requestedAt: string
  returnedAt: string | null
  refundedAt: string | null
}

/** What the customer may still withdraw from, and the withdrawals made. */
export interface OrderWithdrawal {
  /** YYYY-MM-DD: the period's last day (Prague); null before delivery. */
  lastDay: string | null
  /** Whether any piece may still be withdrawn from. */
  open: boolean
  /** Pieces that may still be withdrawn from, by order item id. */
  left: Record<string, number>
  withdrawals: Withdrawal[]
}

/** A tax document of the order: its invoice or a credit note, downloaded from the API. */
export interface TaxDocument {
  number: string
  kind: TaxDocumentKind
  /** YYYY-MM-DD */
  issuedOn: string
  pdfUrl: string
  /** The same document as ISDOC, the Czech e-invoice file accounting software imports. */
  isdocUrl: string
}

/** An address as it was on the order: the shop domain's `OrderAddress` in the storefront's names. */
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
  withdrawal: OrderWithdrawal
  /** Invoice first, then credit notes as issued; none before the order is paid. */
  documents: TaxDocument[]
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
