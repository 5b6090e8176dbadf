import { deliveryPrice, freeFrom, type DeliveryMethod } from '../delivery/methods.js'
import type { Currency } from '../lib/localized.js'
import { splitGross } from '../pricing/vat.js'
import {
  couponProblem,
  lineDiscounts,
  type CouponLine,
  type CouponProblem,
  type CouponRow,
} from './coupons.js'

export interface LineTotals {
  /** Before the discount. */
  lineGross: number
  discount: number
  /** After the discount. */
  gross: number
  net: number
  vat: number
}

export interface BasketTotals {
  lines: LineTotals[]
  /** Goods before the discount. */
  items: number
  discount: number
  delivery: { gross: number; net: number; vat: number }
  total: number
  net: number
  vat: number
  /** Goods value from which the chosen delivery is free, and how much is missing to it. */
  freeDeliveryFrom: number | null
  freeDeliveryRemaining: number | null
  /** Why the basket's coupon gives no discount (it stays on the basket until removed). */
  couponProblem: CouponProblem | null
}

/**
 * Everything the basket and the order show, from the priced lines: the coupon's discount (if it
 * still applies), delivery (free from the method's threshold, judged after the discount), and net
 * and VAT per line and in total, which always add up to the gross amounts exactly.
 */
export function basketTotals(input: {
  lines: readonly CouponLine[]
  currency: Currency
  coupon: CouponRow | null
  deliveryMethod: DeliveryMethod | null
  now: Date
}): BasketTotals {
  const { lines, currency, coupon, deliveryMethod } = input
  const problem = coupon ? couponProblem(coupon, lines, currency, input.now) : null
  const discounts = coupon && !problem ? lineDiscounts(coupon, lines, currency) : lines.map(() => 0)
  const lineTotals = lines.map((line, index) => {
    const discount = discounts[index]!
    const gross = line.gross - discount
    return { lineGross: line.gross, discount, gross, ...splitGross(gross) }
  })
  const items = lines.reduce((sum, line) => sum + line.gross, 0)
  const discount = discounts.reduce((sum, value) => sum + value, 0)
  const goods = items - discount
  const deliveryGross = deliveryMethod ? deliveryPrice(deliveryMethod, currency, goods) : 0
  const delivery = { gross: deliveryGross, ...splitGross(deliveryGross) }
  const threshold = deliveryMethod ? freeFrom(deliveryMethod, currency) : null
  const net = lineTotals.reduce((sum, line) => sum + line.net, 0) + delivery.net
  const vat = lineTotals.reduce((sum, line) => sum + line.vat, 0) + delivery.vat
  return {
    lines: lineTotals,
    items,
    discount,
    delivery,
    total: goods + deliveryGross,
    net,
    vat,
    freeDeliveryFrom: threshold,
    freeDeliveryRemaining: threshold === null ? null : Math.max(0, threshold - goods),
    couponProblem: problem,
  }
}
