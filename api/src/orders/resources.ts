import type { FastifyRequest } from 'fastify'
import { asc, inArray } from 'drizzle-orm'
import { cropAt } from '@print-shop/shop-domain/crop'
import { UNPAID_STATUSES } from '@print-shop/shop-domain/order-status'
import type { Database } from '../db/client.js'
import { deliveryMethods, layouts, orderItems, orderStatusHistory, uploads } from '../db/schema.js'
import { uploadMediaBase, uploadResource } from '../uploads/resources.js'
import {
  document,
  Included,
  resource,
  toMany,
  toOne,
  type JsonApiDocument,
  type ResourceObject,
} from '../lib/jsonapi.js'
import { renditionUrl } from '@print-shop/shop-domain/media'
import { mediaBase, mediaUrl } from '../lib/media-url.js'
import { bankTransferInstructions } from '../payments/bank-transfer.js'
import { productionDaysOf } from './production-days.js'
import type { OrderItemRow, OrderRow } from './types.js'
import { loadWithdrawals, withdrawalSummary, type WithdrawalRow } from './withdrawals.js'
import {
  loadOrderDocuments,
  orderDocumentLinks,
  type OrderDocumentRow,
} from '../invoices/order-documents.js'

type HistoryRow = typeof orderStatusHistory.$inferSelect

/** The previews of the item's picture: the catalogue's, or the own photo's (its shopper's only). */
function itemMedia(publicUrl: string, item: OrderItemRow) {
  if (item.uploadId !== null) {
    const base = uploadMediaBase(publicUrl, item.uploadId)
    return { image_url: renditionUrl(base, 640, 'jpg'), media_url: base }
  }
  if (item.imageId === null) return { image_url: null, media_url: null }
  return {
    image_url: mediaUrl(publicUrl, item.imageId, 640, 'jpg'),
    media_url: mediaBase(publicUrl, item.imageId),
  }
}

export function orderItemResource(request: FastifyRequest, item: OrderItemRow): ResourceObject {
  const { publicUrl } = request.server.config
  const crop =
    item.formatType === 'crop' && item.coordinateX !== null && item.coordinateY !== null
      ? cropAt(
          { width: item.imageWidth, height: item.imageHeight },
          { width: item.customWidth, height: item.customHeight },
          item.coordinateX,
          item.coordinateY,
        )
      : null
  return resource(
    'order_items',
    item.id,
    {
      image_name: item.imageName,
      layout_name: item.layoutName,
      paper_name: item.paperName,
      ...itemMedia(publicUrl, item),
      image_width: item.imageWidth,
      image_height: item.imageHeight,
      custom_width: item.customWidth,
      custom_height: item.customHeight,
      format_type: item.formatType,
      edge_mm: item.edgeMm,
      coordinate_x: item.coordinateX,
      coordinate_y: item.coordinateY,
      crop,
      quantity: item.quantity,
      unit_price: item.unitGross,
      total_price: item.lineGross,
      discount: item.discountGross,
      net: item.net,
      vat: item.vat,
      gross: item.gross,
      withdrawable: item.withdrawable,
    },
    {
      // An own photo's item names its upload instead of a catalogue picture.
      ...(item.uploadId === null
        ? { image: toOne('images', item.imageId) }
        : { upload: toOne('uploads', item.uploadId) }),
      layout: toOne('layouts', item.layoutId),
      paper: toOne('papers', item.paperId),
    },
  )
}

/** An order with its money, addresses, delivery, status history and how to pay it. */
export function orderResource(
  request: FastifyRequest,
  order: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly HistoryRow[],
  times: DeliveryTimes,
  withdrawals: readonly WithdrawalRow[] = [],
  documents: readonly OrderDocumentRow[] = [],
): ResourceObject {
  const awaitingTransfer =
    order.paymentMethod === 'bank_transfer' && UNPAID_STATUSES.includes(order.status)
  return resource(
    'orders',
    order.id,
    {
      number: order.number,
      status: order.status,
      payment_method: order.paymentMethod,
      paid: order.paidAt !== null,
      paid_at: order.paidAt?.toISOString() ?? null,
      locale: order.locale,
      currency: order.currency,
      items_count: items.reduce((sum, item) => sum + item.quantity, 0),
      items_total: order.itemsGross,
      discount: order.discountGross,
      coupon_code: order.couponCode,
      delivery_price: order.deliveryGross,
      total: order.totalGross,
      total_net: order.totalNet,
      total_vat: order.totalVat,
      vat_rate_percent: order.vatRatePercent,
      delivery: {
        slug: order.deliverySlug,
        name: order.deliveryName,
        ...orderDeliveryTimes(order, items, times),
      },
      pickup_point: order.pickupPoint,
      billing: order.billing,
      shipping: order.shipping,
      email: order.email,
      note: order.note,
      status_history: history.map((row) => ({
        status: row.status,
        created_at: row.createdAt.toISOString(),
      })),
      withdrawal: withdrawalSummary(order, items, history, withdrawals),
      // Its invoice and credit notes, to download.
      documents: orderDocumentLinks(request.server.config.publicUrl, order.id, documents),
      payment_instructions: awaitingTransfer
        ? bankTransferInstructions(request.server.config, order)
        : null,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    },
    {
      order_items: toMany(
        'order_items',
        items.map((item) => item.id),
      ),
    },
  )
}

/** What an order's delivery date is counted from: working days to make it and on the way. */
export interface DeliveryTimes {
  /** The slowest layout's production days, by layout id. */
  productionDays: ReadonlyMap<number, number>
  /** Transit days by delivery method slug. */
  transitDays: ReadonlyMap<string, number>
}

/** The order's delivery times as the API answers them (null transit: the method is gone). */
function orderDeliveryTimes(order: OrderRow, items: readonly OrderItemRow[], times: DeliveryTimes) {
  return {
    production_days: productionDaysOf(items, times.productionDays),
    transit_days: times.transitDays.get(order.deliverySlug) ?? null,
  }
}

/** Items and status history of these orders, two queries for any number of orders. */
export async function loadOrderDetails(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return { items: [] as OrderItemRow[], history: [] as HistoryRow[] }
  const [items, history] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, [...orderIds]))
      .orderBy(asc(orderStatusHistory.id)),
  ])
  return { items, history }
}

/** Orders as a document with their items included, and the own photos the items print. */
export async function ordersDocument(
  request: FastifyRequest,
  rows: readonly OrderRow[],
  options: { single?: boolean; meta?: Record<string, unknown> } = {},
): Promise<JsonApiDocument> {
  const { items, history } = await loadOrderDetails(
    request.server.db,
    rows.map((row) => row.id),
  )
  const times = await loadDeliveryTimes(request.server.db, items)
  const withdrawals = await loadWithdrawals(
    request.server.db,
    rows.map((row) => row.id),
  )
  const documents = await loadOrderDocuments(
    request.server.db,
    rows.map((row) => row.id),
  )
  const uploadIds = items.flatMap((item) => (item.uploadId === null ? [] : [item.uploadId]))
  const uploadRows = uploadIds.length
    ? await request.server.db.select().from(uploads).where(inArray(uploads.id, uploadIds))
    : []
  const included = new Included()
  const data = rows.map((order) => {
    const own = items.filter((item) => item.orderId === order.id)
    included.add(...own.map((item) => orderItemResource(request, item)))
    for (const item of own) {
      const upload = uploadRows.find((row) => row.id === item.uploadId)
      if (upload) included.add(uploadResource(request.server.config, upload))
    }
    return orderResource(
      request,
      order,
      own,
      history.filter((row) => row.orderId === order.id),
      times,
      withdrawals.filter((row) => row.orderId === order.id),
      documents.filter((row) => row.orderId === order.id),
    )
  })
  return document(options.single ? data[0]! : data, { included, meta: options.meta })
}

/** The production days of the items' layouts and every method's transit days: two small queries. */
async function loadDeliveryTimes(
  db: Database,
  items: readonly OrderItemRow[],
): Promise<DeliveryTimes> {
  const layoutIds = [
    ...new Set(items.flatMap((item) => (item.layoutId === null ? [] : [item.layoutId]))),
  ]
  const [layoutRows, methodRows] = await Promise.all([
    layoutIds.length === 0
      ? []
      : db
          .select({ id: layouts.id, productionDays: layouts.productionDays })
          .from(layouts)
          .where(inArray(layouts.id, layoutIds)),
    db
      .select({ slug: deliveryMethods.slug, transitDays: deliveryMethods.transitDays })
      .from(deliveryMethods),
  ])
  return {
    productionDays: new Map(layoutRows.map((row) => [row.id, row.productionDays])),
    transitDays: new Map(methodRows.map((row) => [row.slug, row.transitDays])),
  }
}
