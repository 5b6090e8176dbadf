/**
 * An order as the API sends it (JSON:API, flattened) and its reshaping into the order's own type. The
 * address and payment instructions on the wire are the shop domain's, shared with the API.
 */
import { renditionUrl } from '@print-shop/shop-domain/media'
import type { orderResource } from '@print-shop/shop-domain/responses/orders'
import { pick, type Flattened } from '../../../lib/jsonapi'
import { reshapePickupPoint } from '../../basket'
import type { Order, OrderItem, PaymentInstructions } from '../types'
import { reshapeOrderWithdrawal } from './withdraw-order'
import { reshapeTaxDocuments } from './order-documents'

/** An order with its items; one that prints the shopper's own photo has its upload (while kept). */
export type FlatOrder = Flattened<typeof orderResource>
type FlatOrderItem = FlatOrder['orderItems'][number]

function reshapePaymentInstructions(
  instructions: NonNullable<FlatOrder['paymentInstructions']>,
): PaymentInstructions {
  return {
    ...instructions,
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
      'formatType',
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
    withdrawable: item.withdrawable ?? false,
  }
}

export function reshapeOrder(order: FlatOrder): Order {
  return {
    ...pick(order, [
      'id',
      'number',
      'status',
      'paymentMethod',
      'paid',
      'paidAt',
      'locale',
      'currency',
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
    delivery: pick(order.delivery, ['slug', 'name', 'productionDays', 'transitDays']),
    pickupPoint: order.pickupPoint ? reshapePickupPoint(order.pickupPoint) : null,
    email: order.email ?? '',
    statusHistory: order.statusHistory.map((entry) => pick(entry, ['status', 'createdAt'])),
    paymentInstructions: order.paymentInstructions
      ? reshapePaymentInstructions(order.paymentInstructions)
      : null,
    withdrawal: reshapeOrderWithdrawal(order.withdrawal),
    documents: reshapeTaxDocuments(order.documents),
    items: order.orderItems.map(reshapeOrderItem),
  }
}
