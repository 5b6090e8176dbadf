import { Type, type Static } from 'typebox'
import { binary, empty, open } from '@print-shop/shop-domain/responses/jsonapi'

/**
 * What the payment routes (/payments) answer: the gateways' servers and the shopper's browser, not
 * the storefront's code, read them. A shopper starts a payment from the order (orders.ts).
 */

/** A notification taken: the gateway is told so. */
export const notificationTaken = Type.Object({ ok: Type.Boolean() }, open)
export type NotificationTaken = Static<typeof notificationTaken>

export const notificationTakenResponse = { 200: notificationTaken }
/** ComGate wants its own answer, form-encoded (`code=0&message=OK`). */
export const comgateNotificationResponse = {
  200: binary('application/x-www-form-urlencoded', 'code=0&message=OK'),
}
/** The sandbox gateway's payment page. */
export const sandboxPageResponse = { 200: binary('text/html', 'The payment page') }
/** Back to the shop's order page (Location), the payment's state in its query. */
export const backToShopResponse = {
  303: empty('See Other: the order page in Location'),
}
