import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import type { Database } from '../db/client.js'
import { layouts, orderItems, orders } from '../db/schema.js'
import { kilograms, parcelGrams } from '../delivery/parcel-weight.js'
import {
  createPacket,
  PacketaError,
  packetLabelPdf,
  type PacketAttributes,
  type PacketaProblem,
} from '../delivery/packeta/client.js'
import { PICKUP_POINT_CARRIERS } from '../delivery/pickup-points.js'
import { HttpError } from '../lib/http-error.js'
import { majorUnits } from '../lib/money.js'
import type { OrderRow } from './types.js'

type ShipmentApp = Pick<FastifyInstance, 'config' | 'db' | 'log'>

/**
 * An order's Packeta packet as the owner's answers give it. `problem` and `detail` say why the
 * last attempt failed: Packeta unreachable, too slow, refusing the packet (its fault and the wrong
 * fields) or answering what the shop cannot read.
 */
export interface Shipment {
  number: string
  status: 'creating' | 'created' | 'failed' | null
  packet_id: string | null
  barcode: string | null
  problem: PacketaProblem | null
  detail: string | null
  attempted_at: string | null
}

/** A shipment asked for by the owner: what was sent (a dry run sends nothing). */
export interface ShipmentRequest extends Shipment {
  packet: PacketAttributes
  dry_run: boolean
}

/** Statuses in which an order may get its packet: paid (the owner asks early) or in production. */
const SHIPPABLE: readonly OrderStatus[] = ['paid', 'in_production']

/**
 * A `creating` claim older than this was left by a process that stopped mid-call: it may be taken
 * again. Longer than any timeout, so a slow call still under way is not doubled.
 */
const STALE_CLAIM_MS = 5 * 60_000

/** The order goes to a Packeta point: the carrier of its pickup point is Packeta's. */
export function goesByPacketa(order: Pick<OrderRow, 'pickupPoint'>): boolean {
  const carrier = order.pickupPoint?.carrier
  return (PICKUP_POINT_CARRIERS as readonly (string | undefined)[]).includes(carrier)
}

export function shipmentOf(order: OrderRow): Shipment {
  const [problem, ...detail] = order.shipmentProblem?.split(': ') ?? []
  return {
    number: order.number,
    status: order.shipmentStatus,
    packet_id: order.packetId,
    barcode: order.packetBarcode,
    problem: (problem as PacketaProblem | undefined) ?? null,
    detail: detail.length ? detail.join(': ') : null,
    attempted_at: order.shipmentAttemptedAt?.toISOString() ?? null,
  }
}

/**
 * The packet as Packeta takes it: the recipient from the shipping address (else the billing one),
 * the pickup point, the goods' value after discount, the weight by delivery/parcel-weight.ts and
 * the order number for both sides' records.
 */
async function packetFor(db: Database, order: OrderRow): Promise<PacketAttributes> {
  const prints = await db
    .select({
      layout: layouts.slug,
      widthMm: orderItems.customWidth,
      heightMm: orderItems.customHeight,
      edgeMm: orderItems.edgeMm,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(layouts, eq(layouts.id, orderItems.layoutId))
    .where(eq(orderItems.orderId, order.id))
  const recipient = order.shipping ?? order.billing
  return {
    number: order.number,
    name: recipient.first_name,
    surname: recipient.last_name,
    email: order.email ?? recipient.email ?? order.billing.email,
    phone: recipient.phone_number ?? order.billing.phone_number,
    addressId: order.pickupPoint!.id,
    value: majorUnits(order.itemsGross - order.discountGross),
    currency: order.currency,
    weight: kilograms(parcelGrams(prints)),
  }
}

/**
 * Takes the order's shipment for this process (`creating`), unless it has a packet or another call
 * is creating one: one conditional UPDATE, so two owners asking at once make one packet.
 */
async function claim(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const now = new Date()
  const [claimed] = await db
    .update(orders)
    .set({ shipmentStatus: 'creating', shipmentAttemptedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.packetId),
        or(
          isNull(orders.shipmentStatus),
          eq(orders.shipmentStatus, 'failed'),
          and(
            eq(orders.shipmentStatus, 'creating'),
            lt(orders.shipmentAttemptedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning()
  return claimed
}

/**
 * Asks Packeta for the claimed order's packet and records the answer: the packet's id and barcode,
 * or `failed` with why. A Packeta that is down, slow or refusing never throws from here: the order
 * keeps its status and the owner's tool lists it to retry.
 */
async function sendPacket(app: ShipmentApp, order: OrderRow): Promise<Shipment> {
  let set: Partial<typeof orders.$inferInsert>
  try {
    const packet = await createPacket(app.config.packeta, await packetFor(app.db, order))
    set = {
      shipmentStatus: 'created',
      shipmentProblem: null,
      packetId: packet.id,
      packetBarcode: packet.barcode,
    }
  } catch (error) {
    if (!(error instanceof PacketaError)) throw error
    app.log.warn({ order: order.number, problem: error.message }, 'no Packeta packet')
    set = { shipmentStatus: 'failed', shipmentProblem: error.message }
  }
  const [recorded] = await app.db
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning()
  return shipmentOf(recorded!)
}

/**
 * The packet of an order that has just gone into production, when it goes to a Packeta point and
 * the shop has Packeta's API password; null when it does not. Called after the status change is
 * committed: whatever Packeta does, the order is in production.
 */
export async function shipOnProduction(
  app: ShipmentApp,
  orderId: number,
): Promise<Shipment | null> {
  if (!app.config.packeta.apiPassword) return null
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order || !goesByPacketa(order)) return null
  const claimed = await claim(app.db, order.id)
  return claimed ? sendPacket(app, claimed) : shipmentOf(order)
}

/** The order numbered `number`, or a 404. */
async function orderNumbered(db: Database, number: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) throw new HttpError(404, 'owner.orders.not_found', undefined, { number })
  return order
}

/**
 * The owner asks for an order's packet (the first time or again after a failure): 404 an unknown
 * order; 409 an order not going to a Packeta point, not paid or already shipped, with a packet
 * already or one being created, or a shop without Packeta's API password. Nothing is written then.
 * A dry run checks the same and answers the packet it would send. Packeta's failure is an answer
 * too (200, status `failed`), not an error: the order keeps it for the next retry.
 */
export async function requestShipment(
  app: ShipmentApp,
  number: string,
  dryRun = false,
): Promise<ShipmentRequest> {
  const order = await orderNumbered(app.db, number)
  const vars = { number, status: order.status }
  if (!goesByPacketa(order)) throw new HttpError(409, 'owner.packeta.not_packeta', undefined, vars)
  if (order.packetId)
    throw new HttpError(409, 'owner.packeta.has_packet', undefined, {
      ...vars,
      barcode: order.packetBarcode ?? '',
    })
  if (!SHIPPABLE.includes(order.status))
    throw new HttpError(409, 'owner.packeta.not_shippable', undefined, vars)
  if (!app.config.packeta.apiPassword)
    throw new HttpError(409, 'owner.packeta.no_password', undefined, vars)
  const packet = await packetFor(app.db, order)
  if (dryRun) return { ...shipmentOf(order), packet, dry_run: true }
  const claimed = await claim(app.db, order.id)
  if (!claimed) throw new HttpError(409, 'owner.packeta.being_created', undefined, vars)
  return { ...(await sendPacket(app, claimed)), packet, dry_run: false }
}

/** Orders whose packet failed, or whose creation was left unfinished: what to retry, oldest first. */
export async function shipmentsToRetry(db: Database): Promise<Shipment[]> {
  const stale = new Date(Date.now() - STALE_CLAIM_MS)
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        isNull(orders.packetId),
        inArray(orders.status, [...SHIPPABLE]),
        or(
          eq(orders.shipmentStatus, 'failed'),
          and(eq(orders.shipmentStatus, 'creating'), lt(orders.shipmentAttemptedAt, stale)),
        ),
      ),
    )
    .orderBy(asc(orders.shipmentAttemptedAt), asc(orders.id))
  return rows.map(shipmentOf)
}

/** The packet's label (PDF) from Packeta: 404 unknown order, 409 no packet, 502 Packeta failing. */
export async function shipmentLabel(app: ShipmentApp, number: string): Promise<Buffer> {
  const order = await orderNumbered(app.db, number)
  if (!order.packetId)
    throw new HttpError(409, 'owner.packeta.no_packet', undefined, { number, status: order.status })
  try {
    return await packetLabelPdf(app.config.packeta, order.packetId)
  } catch (error) {
    if (!(error instanceof PacketaError)) throw error
    throw new HttpError(502, 'owner.packeta.label_failed', undefined, {
      number,
      detail: error.message,
    })
  }
}
