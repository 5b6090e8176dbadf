/** @jest-environment node */
import { addressesDocument as addressesSchema } from '@print-shop/shop-domain/responses/accounts'
import { basketDocument as basketSchema } from '@print-shop/shop-domain/responses/basket'
import { deliveryMethodsDocument as deliveryMethodsSchema } from '@print-shop/shop-domain/responses/delivery'
import { orderDocument as orderSchema } from '@print-shop/shop-domain/responses/orders'
import { pickupPointsDocument as pickupPointsSchema } from '@print-shop/shop-domain/responses/pickup-points'
import { contractProblems } from '../../../testing/contract'
import { basketIncluded } from '../../basket/testing/basket-contract'
import {
  addressesDocument,
  checkoutBasket,
  deliveryMethodsDocument,
  orderDocument,
  pickupPointsDocument,
} from '../testing/checkout-documents'

describe("checkout's fixtures answer as the API's response schemas say", () => {
  it('the basket with every choice made, and with none', () => {
    const chosen = checkoutBasket({
      delivery: true,
      payment: 'card',
      billing: true,
      shipping: true,
    })
    expect(contractProblems(chosen, basketSchema, basketIncluded)).toEqual([])
    expect(contractProblems(checkoutBasket(), basketSchema, basketIncluded)).toEqual([])
  })

  it('delivery methods, pickup points and saved addresses', () => {
    expect(contractProblems(deliveryMethodsDocument, deliveryMethodsSchema)).toEqual([])
    expect(contractProblems(pickupPointsDocument, pickupPointsSchema)).toEqual([])
    expect(contractProblems(addressesDocument, addressesSchema)).toEqual([])
  })

  it('the order placed, by bank transfer and by card', () => {
    expect(contractProblems(orderDocument(), orderSchema)).toEqual([])
    const byCard = orderDocument('card', { paid: true, paymentUrl: 'https://gate.test/pay' })
    expect(contractProblems(byCard, orderSchema)).toEqual([])
  })
})
