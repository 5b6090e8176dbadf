/** @jest-environment node */
import { basketDocument as basketSchema } from '@print-shop/shop-domain/responses/basket'
import {
  orderDocument as orderSchema,
  orderItemResource,
  ordersDocument as ordersSchema,
} from '@print-shop/shop-domain/responses/orders'
import { uploadResource } from '@print-shop/shop-domain/responses/uploads'
import { contractProblems } from '../../../testing/contract'
import { basketIncluded } from '../../basket/testing/basket-contract'
import {
  CREDIT_NOTE,
  INVOICE,
  orderDocument,
  ordersPage,
  repeatedDocument,
} from '../testing/order-documents'

const included = { order_items: orderItemResource, uploads: uploadResource }

describe("the orders' fixtures answer as the API's response schemas say", () => {
  it('one order, paid, with its tax documents', () => {
    const order = orderDocument({ id: '42', paid: true, documents: [INVOICE, CREDIT_NOTE] })
    expect(contractProblems(order, orderSchema, included)).toEqual([])
  })

  it('a page of orders', () => {
    const page = ordersPage(['41', '42'], { total: 12, lastPage: 2 })
    expect(contractProblems(page, ordersSchema, included)).toEqual([])
  })

  it('the basket an order was repeated into', () => {
    expect(contractProblems(repeatedDocument(['12']), basketSchema, basketIncluded)).toEqual([])
  })
})
