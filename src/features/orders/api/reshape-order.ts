/**
 * An order as the API sends it (JSON:API, flattened) and its reshaping into the order's own type. The
 * address and payment instructions on the wire are the shop domain's, shared with the API.
 */
import type { Flat } from '@print-shop/shop-domain/camel-case'
import { renditionUrl } from '@print-shop/shop-domain/media'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import type { OrderItemResource, OrderResource } from '@print-shop/shop-domain/responses/orders'
import type { UploadResource } from '@print-shop/shop-domain/responses/uploads'
import type { Currency } from '../../../lib/format'
import { pick, type Flattened } from '../../../lib/jsonapi'
import { reshapePickupPoint } from '../../basket'
import type { PaymentMethod } from '../payment-and-pickup'
import type { Order, OrderItem, PaymentInstructions } from '../types'
import { reshapeOrderWithdrawal } from './withdraw-order'
import { reshapeTaxDocuments } from './order-documents'

/** An order item; one that prints the shopper's own photo has its upload (while it is kept). */
export type FlatOrderItem = Flattened<
  OrderItemResource,
  { upload?: Flat<UploadResource> | { id: string; type: string } | null }
>

/** The relationships of an order that the storefront reads, as `included` resolves them. */
export interface OrderRelated {
  orderItems: FlatOrderItem[]
}

export type FlatOrder = Flattened<OrderResource, OrderRelated>

function reshapePaymentInstructions(
  instructions: NonNullable<FlatOrder['paymentInstructions']>,
): PaymentInstructions {
  return {
    ...instructions,
    // The contract says string; the API writes only these values.
    currency: instructions.currency as Currency,
    qrPayment: pick(instructions.qrPayment, ['format', 'payload']),
  }
}

function reshapeOrderItem(item: FlatOrderItem): OrderItem {
  // An own photo's previews are its upload's (private to the shopper), while the upload is kept.
  const uploadMedia = (item.upload && 'mediaUrl' in item.upload && item.upload.mediaUrl) || null
  return {
    ...pick(item, [
      'id',
      'imageName',
      'layoutName',
      'paperName',
      'imageWidth',
      'imageHeight',
      'customWidth',
      'customHeight',
      'coordinateX',
      'coordinateY',
      'crop',
      'quantity',
      'unitPrice',
      'totalPrice',
      'discount',
    ]),
    imageUrl: item.imageUrl ?? (uploadMedia && renditionUrl(uploadMedia, 640)),
    mediaUrl: item.mediaUrl ?? uploadMedia,
    ownPhotoId: item.upload?.id,
    formatType: item.formatType as OrderItem['formatType'],
    withdrawable: item.withdrawable ?? false,
  }
}

export function reshapeOrder(order: FlatOrder): Order {
  return {
    ...pick(order, [
      'id',
      'number',
      'paid',
      'paidAt',
      'locale',
      'itemsCount',
      'itemsTotal',
      'discount',
      'couponCode',
      'deliveryPrice',
      'total',
      'totalNet',
      'totalVat',
      'vatRatePercent',
      'billing',
      'shipping',
      'note',
      'createdAt',
      'updatedAt',
    ]),
    // The contract says string; the API writes only the shop's statuses, methods and currencies.
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    currency: order.currency as Currency,
    delivery: pick(order.delivery, ['slug', 'name', 'productionDays', 'transitDays']),
    pickupPoint: order.pickupPoint ? reshapePickupPoint(order.pickupPoint) : null,
    email: order.email ?? '',
    statusHistory: order.statusHistory.map((entry) => ({
      status: entry.status as OrderStatus,
      createdAt: entry.createdAt,
    })),
    paymentInstructions: order.paymentInstructions
      ? reshapePaymentInstructions(order.paymentInstructions)
      : null,
    withdrawal: reshapeOrderWithdrawal(order.withdrawal),
    documents: reshapeTaxDocuments(order.documents),
    items: order.orderItems.map(reshapeOrderItem),
  }
}
