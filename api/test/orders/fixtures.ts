import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client.js'
import { orderItems, orderStatusHistory, orders } from '../../src/db/schema.js'
import type { OrderAddress } from '@print-shop/shop-domain/orders'
import type { OrderItemRow, OrderRow } from '../../src/orders/types.js'

type NewOrder = typeof orders.$inferInsert
type NewOrderItem = typeof orderItems.$inferInsert

let numberCounter = 0

/** The billing address of the fixtures' orders: Jana Nováková in Prague. */
export function billing(): OrderAddress {
  return {
    first_name: 'Jana',
    last_name: 'Nováková',
    company: null,
    company_id: null,
    vat_id: null,
    street: 'Komunardů 12',
    city: 'Praha',
    zip: '17000',
    country: 'CZ',
    email: 'jana@example.cz',
    phone_number: '+420777123456',
  }
}

/**
 * A Czech order as the checkout would write it: two prints (1 198,00 Kč and 450,00 Kč), coupon JARO10
 * (-164,80 Kč), Zásilkovna 79,00 Kč, total 1 562,20 Kč incl. VAT at 271,13 Kč.
 */
export function orderValues(overrides: Partial<NewOrder> = {}): NewOrder {
  numberCounter += 1
  return {
    number: `2026${String(numberCounter + 41).padStart(6, '0')}`,
    userId: null,
    locale: 'cs',
    currency: 'CZK',
    status: 'new',
    paymentMethod: 'bank_transfer',
    email: `jana.${process.pid}.${numberCounter}@example.cz`,
    billing: billing(),
    shipping: null,
    deliverySlug: 'zasilkovna-cz',
    deliveryName: 'Zásilkovna',
    pickupPoint: {
      id: '1234',
      carrier: 'zasilkovna',
      name: 'Z-BOX Praha 7, Dukelských hrdinů 47',
      street: 'Dukelských hrdinů 47',
      city: 'Praha',
      zip: '17000',
      country: 'CZ',
    },
    couponCode: 'JARO10',
    itemsGross: 164_800,
    discountGross: 16_480,
    deliveryGross: 7_900,
    deliveryNet: 6_529,
    deliveryVat: 1_371,
    totalNet: 129_107,
    totalVat: 27_113,
    totalGross: 156_220,
    vatRatePercent: 21,
    createdAt: new Date('2026-11-22T10:00:00Z'),
    ...overrides,
  }
}

export function itemValues(orderId: number): NewOrderItem[] {
  return [
    {
      orderId,
      imageName: 'Polabská mlha',
      layoutName: 'Fotografie',
      paperName: 'lesklý',
      imageWidth: 6000,
      imageHeight: 4000,
      customWidth: 300,
      customHeight: 200,
      formatType: 'original',
      quantity: 2,
      unitGross: 59_900,
      lineGross: 119_800,
      discountGross: 11_980,
      net: 89_107,
      vat: 18_713,
      gross: 107_820,
      position: 0,
    },
    {
      orderId,
      imageName: 'Krkonoše v zimě',
      layoutName: 'Plakát',
      paperName: 'matný',
      imageWidth: 5000,
      imageHeight: 5000,
      customWidth: 297,
      customHeight: 420,
      formatType: 'crop',
      coordinateX: 100,
      coordinateY: 0,
      quantity: 1,
      unitGross: 45_000,
      lineGross: 45_000,
      discountGross: 4_500,
      net: 33_471,
      vat: 7_029,
      gross: 40_500,
      position: 1,
    },
  ]
}

/** An order row in memory, for what needs no database (the e-mails). */
export function orderRow(overrides: Partial<NewOrder> = {}): OrderRow {
  const values = orderValues(overrides)
  return {
    id: 1,
    basketId: null,
    deliveryMethodId: null,
    note: null,
    paidAt: null,
    anonymisedAt: null,
    updatedAt: values.createdAt!,
    ...values,
  } as OrderRow
}

export function itemRows(orderId = 1): OrderItemRow[] {
  return itemValues(orderId).map((item, index) => ({
    id: index + 1,
    imageId: null,
    layoutId: null,
    paperId: null,
    coordinateX: null,
    coordinateY: null,
    ...item,
  })) as OrderItemRow[]
}

/** Inserts an order with its items and its first status in the history. */
export async function insertOrder(db: Database, overrides: Partial<NewOrder> = {}) {
  const [order] = await db.insert(orders).values(orderValues(overrides)).returning()
  await db.insert(orderItems).values(itemValues(order!.id))
  await db.insert(orderStatusHistory).values({ orderId: order!.id, status: order!.status })
  return order!
}

export async function statusHistory(db: Database, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ status: orderStatusHistory.status })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id))
  return rows.map((row) => row.status)
}

export async function orderById(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  return order!
}
