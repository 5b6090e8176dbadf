/**
 * An order as the API sends it (JSON:API, flattened) and its reshaping into the order's own type. The
 * address and payment instructions on the wire are the shop domain's, shared with the API.
 */
import type { CropBox } from '@print-shop/shop-domain/crop'
import { renditionUrl } from '@print-shop/shop-domain/media'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import type {
  OrderAddress as OrderAddressDocument,
  PaymentInstructions as PaymentInstructionsDocument,
} from '@print-shop/shop-domain/orders'
import type { Currency } from '../../../lib/format'
import { reshapePickupPoint, type PickupPointDocument } from '../../basket'
import type { PaymentMethod } from '../payment-and-pickup'
import type { Order, OrderAddress, OrderItem, PaymentInstructions } from '../types'
import { reshapeOrderWithdrawal, type OrderWithdrawalDocument } from './withdraw-order'
import { reshapeTaxDocuments, type TaxDocumentDocument } from './order-documents'

/** The shopper's own photo an order item prints (the included `uploads` resource, flattened). */
interface OrderUploadDocument {
  id: string
  file_name?: string
  width?: number
  height?: number
  media_url?: string | null
}

interface OrderItemDocument {
  id: string
  image_name: string
  layout_name: string
  paper_name: string
  image_url: string | null
  media_url: string | null
  image_width: number
  image_height: number
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
  withdrawable?: boolean
  /** Set when the item prints the shopper's own upload instead of a catalogue picture. */
  upload?: OrderUploadDocument | null
}

export interface OrderDocument {
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
    production_days: number
    transit_days: number | null
  }
  pickup_point: PickupPointDocument | null
  billing: OrderAddressDocument
  shipping: OrderAddressDocument | null
  email: string
  note: string | null
  status_history: { status: OrderStatus; created_at: string }[]
  payment_instructions: PaymentInstructionsDocument | null
  withdrawal?: OrderWithdrawalDocument
  documents?: TaxDocumentDocument[]
  created_at: string
  updated_at: string
  order_items: OrderItemDocument[]
}

function reshapePaymentInstructions(wire: PaymentInstructionsDocument): PaymentInstructions {
  return {
    holder: wire.holder,
    accountNumber: wire.account_number,
    iban: wire.iban,
    bic: wire.bic,
    variableSymbol: wire.variable_symbol,
    amount: wire.amount,
    currency: wire.currency,
    dueDate: wire.due_date,
    message: wire.message,
    qrPayment: { format: wire.qr_payment.format, payload: wire.qr_payment.payload },
  }
}

function reshapeOrderItem(item: OrderItemDocument): OrderItem {
  // An own photo's previews are its upload's (private to the shopper), while the upload is kept.
  const uploadMedia = item.upload?.media_url ?? null
  return {
    id: item.id,
    imageName: item.image_name,
    layoutName: item.layout_name,
    paperName: item.paper_name,
    imageUrl: item.image_url ?? (uploadMedia && renditionUrl(uploadMedia, 640)),
    mediaUrl: item.media_url ?? uploadMedia,
    ownPhotoId: item.upload?.id,
    imageWidth: item.image_width,
    imageHeight: item.image_height,
    customWidth: item.custom_width,
    customHeight: item.custom_height,
    formatType: item.format_type,
    coordinateX: item.coordinate_x,
    coordinateY: item.coordinate_y,
    crop: item.crop,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    totalPrice: item.total_price,
    discount: item.discount,
    withdrawable: item.withdrawable ?? false,
  }
}

function reshapeOrderAddress(address: OrderAddressDocument): OrderAddress {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    company: address.company,
    companyId: address.company_id,
    vatId: address.vat_id,
    street: address.street,
    city: address.city,
    zip: address.zip,
    country: address.country,
    email: address.email,
    phoneNumber: address.phone_number,
  }
}

export function reshapeOrder(order: OrderDocument): Order {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentMethod: order.payment_method,
    paid: order.paid,
    paidAt: order.paid_at,
    locale: order.locale,
    currency: order.currency,
    itemsCount: order.items_count,
    itemsTotal: order.items_total,
    discount: order.discount,
    couponCode: order.coupon_code,
    deliveryPrice: order.delivery_price,
    total: order.total,
    totalNet: order.total_net,
    totalVat: order.total_vat,
    vatRatePercent: order.vat_rate_percent,
    delivery: {
      slug: order.delivery.slug,
      name: order.delivery.name,
      productionDays: order.delivery.production_days,
      transitDays: order.delivery.transit_days,
    },
    pickupPoint: order.pickup_point ? reshapePickupPoint(order.pickup_point) : null,
    billing: reshapeOrderAddress(order.billing),
    shipping: order.shipping ? reshapeOrderAddress(order.shipping) : null,
    email: order.email,
    note: order.note,
    statusHistory: order.status_history.map((entry) => ({
      status: entry.status,
      createdAt: entry.created_at,
    })),
    paymentInstructions: order.payment_instructions
      ? reshapePaymentInstructions(order.payment_instructions)
      : null,
    withdrawal: reshapeOrderWithdrawal(order.withdrawal),
    documents: reshapeTaxDocuments(order.documents),
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    items: order.order_items.map(reshapeOrderItem),
  }
}
