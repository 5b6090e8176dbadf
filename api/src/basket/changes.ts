import type { FastifyRequest } from 'fastify'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import {
  basketAddresses,
  basketItems,
  baskets,
  coupons,
  deliveryMethods,
  type PickupPointSnapshot,
} from '../db/schema.js'
import { needsPickupPoint } from '../delivery/methods.js'
import { checkPickupPoint } from '../delivery/pickup-points.js'
import { invalid, notFound } from '../lib/http-error.js'
import {
  configurationOf,
  openBasketForChange,
  priceBasket,
  touchBasket,
  type BasketAddressRow,
  type BasketItemRow,
  type BasketRow,
} from './basket.js'
import type { Configuration } from './configuration.js'
import { COUPON_NOT_VALID, couponProblem, customerLimitReached } from './coupons.js'
import { addItem, changeItem, checkBasketValue, checkConfiguration, normalised } from './items.js'
import type { BasketChangesBody } from '@print-shop/shop-domain/requests/basket'

/**
 * The changes a shopper makes to an open basket. Each runs in one transaction that locks the basket
 * first (see openBasketForChange), so changes to one basket take turns and never run alongside its
 * checkout.
 */

/** Adds a print; the basket and the line it went to. */
export function addBasketItem(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  configuration: Configuration,
  quantity: number,
): Promise<{ basket: BasketRow; item: BasketItemRow }> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    await checkConfiguration(tx, configuration, basket.userId)
    const item = await addItem(tx, basket, configuration, quantity)
    await checkBasketValue(tx, basket, 'quantity')
    await touchBasket(tx, basket)
    return { basket, item }
  })
}

/** Changes a print: the fields not given stay as they are. */
export function changeBasketItem(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  itemId: number,
  change: (current: Configuration) => Configuration,
  quantity: number | undefined,
): Promise<{ basket: BasketRow; item: BasketItemRow }> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    const [item] = await tx
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basket.id)))
    if (!item) throw notFound()
    const configuration = normalised(change(configurationOf(item)))
    await checkConfiguration(tx, configuration, basket.userId)
    const changed = await changeItem(tx, item, configuration, quantity ?? item.quantity)
    await checkBasketValue(tx, basket, 'quantity')
    await touchBasket(tx, basket)
    return { basket, item: changed }
  })
}

export function removeBasketItem(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  itemId: number,
): Promise<BasketRow> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    const deleted = await tx
      .delete(basketItems)
      .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basket.id)))
      .returning({ id: basketItems.id })
    if (!deleted.length) throw notFound()
    await touchBasket(tx, basket)
    return basket
  })
}

/**
 * Delivery method, payment method, pickup point, note and language. Changing to a method without
 * pickup points forgets the chosen point.
 */
export function changeBasket(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  changes: BasketChangesBody,
): Promise<BasketRow> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    const methodId =
      changes.delivery_method_id === undefined
        ? basket.deliveryMethodId
        : changes.delivery_method_id
    const [method] =
      methodId === null
        ? []
        : await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, methodId))
    if (methodId !== null && (!method || !method.active))
      throw invalid('delivery_method_id', 'validation.invalid_value')

    let point: PickupPointSnapshot | null | undefined =
      changes.pickup_point === null ? null : undefined
    if (changes.pickup_point) {
      if (!method || !needsPickupPoint(method))
        throw invalid('pickup_point', 'basket.pickup_point_not_needed')
      const checked = await checkPickupPoint(tx, method, changes.pickup_point.id)
      if ('problem' in checked) throw invalid('pickup_point', checked.problem)
      point = checked.point
    }
    // A point of another carrier (or none needed) does not survive a change of method.
    const keepPoint =
      method && needsPickupPoint(method) && basket.pickupPoint?.carrier === method.carrier
    const [updated] = await tx
      .update(baskets)
      .set({
        deliveryMethodId: methodId,
        pickupPoint: point !== undefined ? point : keepPoint ? basket.pickupPoint : null,
        ...(changes.payment_method !== undefined && { paymentMethod: changes.payment_method }),
        ...(changes.note !== undefined && { note: changes.note }),
        ...(changes.locale !== undefined && { locale: changes.locale }),
        updatedAt: new Date(),
      })
      .where(eq(baskets.id, basket.id))
      .returning()
    return updated!
  })
}

/**
 * Applies a discount code (normalised), or removes it when the code is empty. A code that does not
 * exist, is not valid now or is used up (in all, or by the signed-in shopper) is one and the same
 * 422 on coupon_code.
 */
export function useCoupon(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  code: string,
): Promise<BasketRow> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    let couponId: number | null = null
    if (code) {
      // Priced first, so that a code that does not exist takes as long as one that does.
      const priced = await priceBasket(tx, basket)
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code))
      if (!coupon) throw invalid('coupon_code', COUPON_NOT_VALID.key)
      const problem =
        basket.userId !== null && (await customerLimitReached(tx, coupon, basket.userId))
          ? COUPON_NOT_VALID
          : couponProblem(coupon, priced.lines, priced.currency, new Date())
      if (problem) throw invalid('coupon_code', problem.key, problem.vars)
      couponId = coupon.id
    }
    const [updated] = await tx
      .update(baskets)
      .set({ couponId, updatedAt: new Date() })
      .where(eq(baskets.id, basket.id))
      .returning()
    return updated!
  })
}

export type BasketAddressKind = 'billing' | 'shipping'
type AddressColumns = Partial<Omit<typeof basketAddresses.$inferInsert, 'basketId' | 'kind'>>

/** Sets the whole billing or shipping address; whether there was none before. */
export function setBasketAddress(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  kind: BasketAddressKind,
  columns: AddressColumns,
): Promise<{ basket: BasketRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    const values = {
      company: null,
      companyId: null,
      vatId: null,
      email: null,
      phoneNumber: null,
      ...columns,
    }
    const deleted = await tx
      .delete(basketAddresses)
      .where(and(eq(basketAddresses.basketId, basket.id), eq(basketAddresses.kind, kind)))
      .returning({ id: basketAddresses.id })
    const address = values as Omit<typeof basketAddresses.$inferInsert, 'basketId' | 'kind'>
    await tx.insert(basketAddresses).values({ ...address, basketId: basket.id, kind })
    await touchBasket(tx, basket)
    return { basket, created: deleted.length === 0 }
  })
}

/**
 * Changes the fields sent of the billing or shipping address (404 without one); `check` sees the
 * address as it is now and may refuse the change by throwing.
 */
export function changeBasketAddress(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  kind: BasketAddressKind,
  columns: AddressColumns,
  check: (current: BasketAddressRow) => void,
): Promise<BasketRow> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    const where = and(eq(basketAddresses.basketId, basket.id), eq(basketAddresses.kind, kind))
    const [current] = await tx.select().from(basketAddresses).where(where)
    if (!current) throw notFound()
    check(current)
    await tx
      .update(basketAddresses)
      .set({ ...columns, updatedAt: new Date() })
      .where(where)
    await touchBasket(tx, basket)
    return basket
  })
}

/** The goods go to the billing address again. */
export function removeShippingAddress(
  db: Database,
  request: FastifyRequest,
  uuid: string,
): Promise<BasketRow> {
  return db.transaction(async (tx) => {
    const basket = await openBasketForChange(tx, request, uuid)
    await tx
      .delete(basketAddresses)
      .where(and(eq(basketAddresses.basketId, basket.id), eq(basketAddresses.kind, 'shipping')))
    await touchBasket(tx, basket)
    return basket
  })
}
