import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { orderItems, orderStatusHistory, orders, payments } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import { shipmentOf } from './shipments.js'

/** A print as it was ordered, as the owner's answers name it: layout, paper, size, edge, format. */
export function orderedPrint(item: typeof orderItems.$inferSelect) {
  return {
    layout: item.layoutName,
    paper: item.paperName,
    width_mm: item.customWidth,
    height_mm: item.customHeight,
    edge_mm: item.edgeMm,
    format: item.formatType,
  }
}

/**
 * Everything the owner needs to make and send an order: customer and addresses, delivery and pickup
 * point, each print as ordered (picture, layout, size, paper, crop), totals with VAT, payments,
 * status history, tracking number and the customer's note. Money in minor units of `currency`.
 */
export async function orderDetail(db: Database, number: string) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) throw new HttpError(404, 'owner.orders.not_found', undefined, { number })
  const [items, history, paid] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
  ])
  return {
    number: order.number,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    locale: order.locale,
    currency: order.currency,
    email: order.email,
    anonymised: order.anonymisedAt !== null,
    billing: order.billing,
    shipping: order.shipping,
    delivery: { slug: order.deliverySlug, name: order.deliveryName },
    pickup_point: order.pickupPoint,
    tracking_number: order.trackingNumber,
    /** The Packeta packet, asked for or made (orders/shipments.ts); null while none was asked for. */
    shipment: order.shipmentStatus ? shipmentOf(order) : null,
    note: order.note,
    payment_method: order.paymentMethod,
    coupon_code: order.couponCode,
    items: items.map((item) => ({
      image_id: item.imageId,
      // The shopper's own photo (image_id is then null): `orders files` writes it for production.
      upload_id: item.uploadId,
      image_name: item.imageName,
      ...orderedPrint(item),
      crop:
        item.formatType === 'crop'
          ? {
              x: item.coordinateX,
              y: item.coordinateY,
              image_width: item.imageWidth,
              image_height: item.imageHeight,
            }
          : null,
      quantity: item.quantity,
      unit_gross: item.unitGross,
      line_gross: item.lineGross,
      discount_gross: item.discountGross,
      gross: item.gross,
    })),
    totals: {
      items_gross: order.itemsGross,
      discount_gross: order.discountGross,
      delivery_gross: order.deliveryGross,
      net: order.totalNet,
      vat: order.totalVat,
      gross: order.totalGross,
      vat_rate_percent: order.vatRatePercent,
    },
    payments: paid.map((payment) => ({
      gateway: payment.gateway,
      method: payment.method,
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      created_at: payment.createdAt.toISOString(),
    })),
    history: history.map((entry) => ({
      status: entry.status,
      at: entry.createdAt.toISOString(),
    })),
  }
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>
