/** @jest-environment jsdom */
import { pendingEvents, withdrawConsent } from '../data-layer'
import { purchase } from '../basket-events'
import {
  PURCHASES_KEY,
  rememberPurchase,
  reportOrderShown,
  trackPurchaseOnce,
  type OrderState,
} from '../order-analytics'

const order: OrderState = {
  id: '42',
  number: '2026000042',
  status: 'new',
  paid: false,
  paidAt: null,
  currency: 'CZK',
  total: 107900,
  totalVat: 18726,
  deliveryPrice: 9900,
  couponCode: null,
  paymentMethod: 'card',
  items: [
    {
      imageName: 'Hory',
      mediaUrl: 'http://localhost:4000/v1/media/7',
      layoutName: 'Plakát',
      paperName: 'Lesklý papír',
      customWidth: 600,
      customHeight: 400,
      quantity: 1,
      unitPrice: 98000,
    },
  ],
}
const paid: OrderState = { ...order, status: 'paid', paid: true, paidAt: '2026-11-25T10:05:00Z' }
const refunded: OrderState = { ...paid, status: 'cancelled' }

const named = (name: string) => pendingEvents().filter((event) => event.event === name)

beforeEach(() => {
  withdrawConsent()
  localStorage.clear()
})

it('reports a purchase once per transaction id', () => {
  expect(trackPurchaseOnce(purchase(order))).toBe(true)
  expect(trackPurchaseOnce(purchase(order))).toBe(false)
  expect(named('purchase')).toHaveLength(1)
  expect(JSON.parse(localStorage.getItem(PURCHASES_KEY)!)).toEqual(['2026000042'])
})

it('a gateway order kept at placing goes out when shown paid, not before, and once', () => {
  const kept = purchase({ ...order, paymentMethod: 'gopay' })
  rememberPurchase('42', kept)
  reportOrderShown(order)
  expect(named('purchase')).toEqual([])
  reportOrderShown(paid)
  reportOrderShown(paid, { backFromGateway: true })
  expect(named('purchase')).toEqual([kept])
})

it('the profile does not report paid orders this browser did not place', () => {
  reportOrderShown(paid)
  expect(named('purchase')).toEqual([])
})

it('back from the gateway without a kept purchase, the order itself is reported', () => {
  reportOrderShown(paid, { backFromGateway: true })
  expect(named('purchase')).toEqual([purchase(paid)])
})

it('a paid order since cancelled is refunded once, if this browser reported its purchase', () => {
  reportOrderShown(refunded)
  expect(named('refund')).toEqual([])

  trackPurchaseOnce(purchase(paid))
  reportOrderShown(refunded)
  reportOrderShown(refunded)
  expect(named('refund')).toEqual([
    {
      event: 'refund',
      ecommerce: { transaction_id: '2026000042', currency: 'CZK', value: 1079 },
    },
  ])
})

it('an unpaid order that is cancelled is no refund', () => {
  trackPurchaseOnce(purchase({ ...order, paymentMethod: 'bank_transfer' }))
  reportOrderShown({ ...order, status: 'cancelled' })
  expect(named('refund')).toEqual([])
})
