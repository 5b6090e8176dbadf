import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { basketAddresses, baskets, emailVerifications, passwordResets } from '../db/schema.js'

const DAY = 24 * 60 * 60 * 1000

/**
 * Days a used or expired reset or verification link is kept: long enough to look into a link a
 * shopper asks about the same day, short beside the account's life. A link that is gone is
 * refused exactly like an expired one.
 */
export const SPENT_LINK_DAYS = 1

/**
 * Baskets nobody changed for `days` (every change to a basket, its items or addresses stamps the
 * basket): an anonymous basket goes whole, with its items and the names, e-mails and phones typed
 * into it (they cascade); a shopper's basket keeps its prints, which are the shopper's choices
 * like favourites, but loses the billing and shipping details typed into it, which may be someone
 * else's (a gift's recipient) and are typed again, or picked from the saved addresses, at checkout.
 * A basket being changed or signed in with right now is locked by that change and is skipped.
 * Orders keep their own copy of the details; an order's link to its basket is cleared.
 */
export async function sweepUntouchedBaskets(
  db: Database,
  days: number,
  now = new Date(),
): Promise<{ baskets: number; addresses: number }> {
  const cutoff = new Date(now.getTime() - days * DAY)
  const untouched = lt(baskets.updatedAt, cutoff)
  const anonymous = await db
    .delete(baskets)
    .where(
      inArray(
        baskets.id,
        db
          .select({ id: baskets.id })
          .from(baskets)
          .where(and(isNull(baskets.userId), untouched))
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: baskets.id })
  const typed = await db
    .delete(basketAddresses)
    .where(
      and(
        lt(basketAddresses.updatedAt, cutoff),
        inArray(
          basketAddresses.basketId,
          db
            .select({ id: baskets.id })
            .from(baskets)
            .where(and(isNotNull(baskets.userId), untouched))
            .for('update', { skipLocked: true }),
        ),
      ),
    )
    .returning({ id: basketAddresses.id })
  return { baskets: anonymous.length, addresses: typed.length }
}

/**
 * Deletes reset and verification links used or expired more than SPENT_LINK_DAYS ago: only a hash
 * of each token is kept, but the rows still say which account asked, and a verification link
 * also names the address it confirms.
 */
export async function sweepSpentLinks(
  db: Database,
  now = new Date(),
): Promise<{ resets: number; verifications: number }> {
  const cutoff = new Date(now.getTime() - SPENT_LINK_DAYS * DAY)
  const resets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.usedAt, cutoff), lt(passwordResets.expiresAt, cutoff)))
    .returning({ id: passwordResets.id })
  const verifications = await db
    .delete(emailVerifications)
    .where(or(lt(emailVerifications.usedAt, cutoff), lt(emailVerifications.expiresAt, cutoff)))
    .returning({ id: emailVerifications.id })
  return { resets: resets.length, verifications: verifications.length }
}
