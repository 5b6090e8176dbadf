import { and, asc, desc, eq, inArray, isNull, ne, not, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { basketAddresses, basketItems, baskets, uploads } from '../db/schema.js'
import { MAX_QUANTITY } from './configuration.js'

/**
 * At sign-in the basket the visitor filled anonymously (in this session) becomes the user's, and
 * the user's other open baskets are merged into it: equal prints add up (at most MAX_QUANTITY),
 * others move over, and the emptied baskets are marked merged. Choices the anonymous basket lacks
 * (delivery, payment, coupon, addresses) are taken from the newest other basket that has them.
 * The anonymous basket keeps its uuid, so the storefront's stored uuid stays valid. Prints of own
 * photos stay only where the photo is the user's: nobody prints another account's photo.
 */
export async function adoptSessionBasket(
  tx: Database,
  sessionIdHash: string,
  userId: number,
): Promise<void> {
  const [target] = await tx
    .select()
    .from(baskets)
    .where(
      and(
        eq(baskets.sessionIdHash, sessionIdHash),
        isNull(baskets.userId),
        eq(baskets.status, 'open'),
      ),
    )
    .orderBy(desc(baskets.updatedAt), desc(baskets.id))
    .limit(1)
    .for('update')
  if (!target) return
  const others = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.userId, userId), eq(baskets.status, 'open'), ne(baskets.id, target.id)))
    .orderBy(desc(baskets.updatedAt), desc(baskets.id))
    .for('update')

  const otherIds = others.map((basket) => basket.id)
  if (otherIds.length) {
    const moving = await tx
      .select()
      .from(basketItems)
      .where(and(inArray(basketItems.basketId, otherIds), ownPictures(tx, userId)))
      .orderBy(asc(basketItems.id))
    for (const item of moving) {
      const { id: _id, basketId: _basketId, createdAt: _createdAt, ...rest } = item
      await tx
        .insert(basketItems)
        .values({ ...rest, basketId: target.id })
        .onConflictDoUpdate({
          target: [basketItems.basketId, basketItems.configuration],
          set: {
            quantity: sql`least(${basketItems.quantity} + excluded.quantity, ${MAX_QUANTITY})`,
            updatedAt: new Date(),
          },
        })
    }
    const addressKinds = new Set(
      (
        await tx
          .select({ kind: basketAddresses.kind })
          .from(basketAddresses)
          .where(eq(basketAddresses.basketId, target.id))
      ).map((row) => row.kind),
    )
    for (const other of others) {
      const addresses = await tx
        .select()
        .from(basketAddresses)
        .where(eq(basketAddresses.basketId, other.id))
      for (const address of addresses) {
        if (addressKinds.has(address.kind)) continue
        addressKinds.add(address.kind)
        await tx
          .update(basketAddresses)
          .set({ basketId: target.id })
          .where(eq(basketAddresses.id, address.id))
      }
    }
    await tx
      .update(baskets)
      .set({ status: 'merged', updatedAt: new Date() })
      .where(inArray(baskets.id, otherIds))
  }
  // The anonymous basket's prints of photos that are not this user's go (they could not be ordered).
  await tx
    .delete(basketItems)
    .where(and(eq(basketItems.basketId, target.id), not(ownPictures(tx, userId))))
  const pick = <Key extends 'deliveryMethodId' | 'paymentMethod' | 'couponId' | 'note'>(key: Key) =>
    target[key] ?? others.find((other) => other[key] !== null)?.[key] ?? null
  const withMethod = target.deliveryMethodId
    ? target
    : others.find((other) => other.deliveryMethodId !== null)
  await tx
    .update(baskets)
    .set({
      userId,
      deliveryMethodId: pick('deliveryMethodId'),
      pickupPoint: withMethod?.pickupPoint ?? null,
      paymentMethod: pick('paymentMethod'),
      couponId: pick('couponId'),
      note: pick('note'),
      updatedAt: new Date(),
    })
    .where(eq(baskets.id, target.id))
}

/** Basket items of a catalogue picture, or of an own photo that is `userId`'s. */
function ownPictures(tx: Database, userId: number) {
  return or(
    isNull(basketItems.uploadId),
    inArray(
      basketItems.uploadId,
      tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, userId)),
    ),
  )!
}
