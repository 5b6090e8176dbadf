import type { FastifyRequest } from 'fastify'
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { OrderAddress } from '@print-shop/shop-domain/orders'
import { isWithdrawable } from '@print-shop/shop-domain/withdrawal'
import {
  configurationOf,
  findBasket,
  pictureOf,
  priceBasket,
  type BasketAddressRow,
  type BasketItemRow,
  type PricedBasket,
} from '../basket/basket.js'
import { cropOf, MAX_BASKET_VALUE } from '../basket/configuration.js'
import type { Database } from '../db/client.js'
import {
  basketItems,
  baskets,
  coupons,
  orderItems,
  orders,
  orderStatusHistory,
  uploads,
  users,
} from '../db/schema.js'
import { needsPickupPoint, servesCountry } from '../delivery/methods.js'
import { HttpError, type FieldErrors } from '../lib/http-error.js'
import { inLocale, isLocale, type Locale } from '../lib/localized.js'
import { formatMoney } from '../lib/money.js'
import { VAT_RATE_PERCENT } from '../pricing/vat.js'
import { markOrdered } from '../uploads/index.js'
import type { OrderItemRow, OrderRow } from './types.js'

export interface CheckoutInput {
  termsAccepted: boolean
  /** Whether the shop takes this payment method now (card and GoPay need a gateway). */
  offers: (paymentMethod: string) => boolean
  /** The total the shopper saw; when given and different, nothing is ordered (422). */
  expectedTotal?: number
}

/** Why the basket cannot be ordered yet, field by field. */
export function checkoutProblems(priced: PricedBasket, input: CheckoutInput): FieldErrors {
  const problems: FieldErrors = {}
  const { basket, totals, deliveryMethod, billing, shipping } = priced
  if (priced.items.length === 0) problems.basket_items = { key: 'checkout.empty' }
  else if (priced.unitPrices.some((price) => price === null))
    problems.basket_items = { key: 'checkout.item_unavailable' }
  else if (totals.items > MAX_BASKET_VALUE[priced.currency])
    problems.basket_items = {
      key: 'basket.value_limit',
      vars: { amount: formatMoney(MAX_BASKET_VALUE[priced.currency], priced.currency) },
    }
  if (!billing) problems.billing_detail = { key: 'checkout.billing_required' }
  if (!deliveryMethod) problems.delivery_method_id = { key: 'validation.required' }
  else if (!deliveryMethod.active) problems.delivery_method_id = { key: 'validation.invalid_value' }
  else {
    const country = basket.pickupPoint?.country ?? shipping?.country ?? billing?.country
    if (country && !servesCountry(deliveryMethod, country))
      problems.delivery_method_id = { key: 'checkout.delivery_unavailable' }
    if (needsPickupPoint(deliveryMethod) && !basket.pickupPoint)
      problems.pickup_point = { key: 'validation.required' }
  }
  if (!basket.paymentMethod) problems.payment_method = { key: 'validation.required' }
  else if (!input.offers(basket.paymentMethod))
    problems.payment_method = { key: 'basket.payment_unavailable' }
  if (totals.couponProblem)
    problems.coupon_code = { key: totals.couponProblem.key, vars: totals.couponProblem.vars }
  if (!input.termsAccepted) problems.terms_accepted = { key: 'validation.terms' }
  if (
    !problems.basket_items &&
    input.expectedTotal !== undefined &&
    input.expectedTotal !== totals.total
  )
    problems.expected_total = {
      key: 'checkout.total_changed',
      vars: { total: formatMoney(totals.total, priced.currency) },
    }
  return problems
}

/**
 * What an order item keeps of its picture: the catalogue picture's id and name in the order's
 * language, or the own photo's upload id and file name; and its pixels, which the crop is in.
 */
function pictureSnapshot(priced: PricedBasket, item: BasketItemRow, locale: Locale) {
  const pixels = pictureOf(item, priced.images, priced.uploads)!
  if (item.uploadId !== null) {
    const upload = priced.uploads.get(item.uploadId)!
    return { imageId: null, uploadId: upload.id, imageName: upload.fileName, pixels }
  }
  const image = priced.images.get(item.imageId!)!
  return { imageId: image.id, uploadId: null, imageName: inLocale(image.name, locale), pixels }
}

function snapshot(address: BasketAddressRow): OrderAddress {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    company_id: address.companyId,
    vat_id: address.vatId,
    street: address.street,
    city: address.city,
    zip: address.zip,
    country: address.country,
    email: address.email,
    phone_number: address.phoneNumber,
  }
}

/** The next readable order number: the year in Prague and a running number, e.g. 2026000042. */
async function nextOrderNumber(tx: Database, now: Date): Promise<string> {
  const result = (await tx.execute(sql`select nextval('order_numbers') as value`)) as unknown as
    { rows: { value: string | number }[] } | { value: string | number }[]
  const rows = Array.isArray(result) ? result : result.rows
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', year: 'numeric' }).format(
    now,
  )
  return `${year}${String(rows[0]!.value).padStart(6, '0')}`
}

export interface PlacedOrder {
  order: OrderRow
  items: OrderItemRow[]
  /** False when the basket had been ordered already (a double submit): the same order again. */
  created: boolean
}

/**
 * Turns the signed-in shopper's basket into exactly one order. The basket row stays locked for the
 * whole transaction, so concurrent checkouts of one basket run one after another and all but the
 * first find it ordered and get that order back. Every price is recomputed from today's price
 * list; a coupon's use is counted in the same transaction, never beyond its limit.
 */
export async function placeOrder(
  tx: Database,
  request: FastifyRequest,
  uuid: string,
  input: CheckoutInput,
  now = new Date(),
): Promise<PlacedOrder> {
  const userId = request.server.sessions.requireUserId(request)
  const basket = await findBasket(tx, request, uuid, { lock: true })
  if (basket.status === 'ordered') {
    const [order] = await tx.select().from(orders).where(eq(orders.basketId, basket.id))
    if (order) {
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
      return { order, items, created: false }
    }
  }
  if (basket.status !== 'open') throw new HttpError(409, 'basket.closed')

  // The own photos stay as they are until the order has them: a deletion meanwhile waits and then
  // finds them ordered.
  await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      inArray(
        uploads.id,
        tx
          .select({ id: basketItems.uploadId })
          .from(basketItems)
          .where(eq(basketItems.basketId, basket.id)),
      ),
    )
    .for('update')
  const priced = await priceBasket(tx, basket, now)
  const problems = checkoutProblems(priced, input)
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
  const { totals, currency, deliveryMethod, coupon, priceList } = priced
  const billing = priced.billing!

  if (coupon) {
    const used = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, coupon.id),
          or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
        ),
      )
      .returning({ id: coupons.id })
    if (!used.length)
      throw new HttpError(422, 'errors.validation', { coupon_code: { key: 'coupon.unknown' } })
  }

  const locale = isLocale(basket.locale) ? basket.locale : 'cs'
  // A discount can bring the total to nothing: there is then nothing to pay.
  const settled = totals.total === 0
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
  const [order] = await tx
    .insert(orders)
    .values({
      number: await nextOrderNumber(tx, now),
      userId,
      basketId: basket.id,
      locale,
      currency,
      status: settled ? 'paid' : 'awaiting_payment',
      paidAt: settled ? now : null,
      paymentMethod: basket.paymentMethod!,
      // The order's mails go to the account; the billing e-mail (anyone's) stays in `billing`.
      email: user?.email ?? null,
      billing: snapshot(billing),
      shipping: priced.shipping ? snapshot(priced.shipping) : null,
      deliveryMethodId: deliveryMethod!.id,
      deliverySlug: deliveryMethod!.slug,
      deliveryName: inLocale(deliveryMethod!.name, locale),
      pickupPoint: basket.pickupPoint,
      note: basket.note,
      couponCode: coupon?.code ?? null,
      itemsGross: totals.items,
      discountGross: totals.discount,
      deliveryGross: totals.delivery.gross,
      deliveryNet: totals.delivery.net,
      deliveryVat: totals.delivery.vat,
      totalNet: totals.net,
      totalVat: totals.vat,
      totalGross: totals.total,
      vatRatePercent: VAT_RATE_PERCENT,
      createdAt: now,
      updatedAt: now,
    })
    .returning()

  const items = await tx
    .insert(orderItems)
    .values(
      priced.items.map((item, index) => {
        const picture = pictureSnapshot(priced, item, locale)
        const layout = priceList.layouts.get(item.layoutId)!
        const paper = priceList.papers.get(item.paperId)!
        const line = totals.lines[index]!
        const crop = cropOf(configurationOf(item), picture.pixels)
        return {
          orderId: order!.id,
          imageId: picture.imageId,
          uploadId: picture.uploadId,
          layoutId: item.layoutId,
          paperId: item.paperId,
          imageName: picture.imageName,
          layoutName: inLocale(layout.name, locale),
          paperName: inLocale(paper.name, locale),
          imageWidth: picture.pixels.width,
          imageHeight: picture.pixels.height,
          customWidth: item.customWidth,
          customHeight: item.customHeight,
          formatType: item.formatType,
          edgeMm: layout.edgeMm,
          coordinateX: crop ? crop.x : null,
          coordinateY: crop ? crop.y : null,
          quantity: item.quantity,
          unitGross: priced.unitPrices[index]!,
          lineGross: line.lineGross,
          discountGross: line.discount,
          net: line.net,
          vat: line.vat,
          gross: line.gross,
          position: index,
          // An own photo is always made to the shopper's specification (§ 1837 písm. d) OZ).
          withdrawable:
            picture.uploadId === null &&
            isWithdrawable(
              {
                formatType: item.formatType,
                widthMm: item.customWidth,
                heightMm: item.customHeight,
              },
              layout,
            ),
        }
      }),
    )
    .returning()
  // Kept from now on for production and complaints, never swept away with the unordered ones.
  await markOrdered(
    tx,
    items.flatMap((item) => (item.uploadId === null ? [] : [item.uploadId])),
  )

  await tx.insert(orderStatusHistory).values([
    { orderId: order!.id, status: 'new', createdAt: now },
    { orderId: order!.id, status: order!.status, createdAt: now },
  ])
  await tx
    .update(baskets)
    .set({ status: 'ordered', userId, updatedAt: now })
    .where(eq(baskets.id, basket.id))
  return { order: order!, items, created: true }
}
