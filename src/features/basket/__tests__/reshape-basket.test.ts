import type { basketResource } from '@print-shop/shop-domain/responses/basket'
import { flatten } from '../../../lib/jsonapi'
import { reshapeBasket } from '../api/reshape-basket'
import { BASKET_UUID, basketDocument } from '../testing/basket-document'

const flat = (document: ReturnType<typeof basketDocument>) =>
  flatten<typeof basketResource>(document)

describe('reshapeBasket', () => {
  it('turns the API basket with a cropped item and a coupon into the basket type', () => {
    const document = basketDocument(
      [{ id: '11', quantity: 2, formatType: 'crop', width: 600, height: 400, x: 0, y: 500 }],
      { discount: 9800, coupon: { code: 'JARO10', applied: true } },
    )
    expect(reshapeBasket(flat(document))).toEqual({
      id: BASKET_UUID,
      uuid: BASKET_UUID,
      status: 'open',
      currency: 'CZK',
      itemsCount: 2,
      itemsTotal: 98000,
      discount: 9800,
      deliveryPrice: 0,
      total: 88200,
      couponCode: 'JARO10',
      items: [
        {
          id: '11',
          customWidth: 600,
          customHeight: 400,
          formatType: 'crop',
          coordinateX: 0,
          coordinateY: 500,
          quantity: 2,
          unitPrice: 49000,
          totalPrice: 98000,
          discount: 0,
          currency: 'CZK',
          available: true,
          withdrawable: false,
          image: {
            id: '31',
            name: 'Horská louka',
            url: 'http://localhost:4000/v1/media/images/31/1080.jpg',
            mediaUrl: 'http://localhost:4000/v1/media/images/31',
            width: 4000,
            height: 2000,
            scalable: false,
            colors: [],
          },
          layout: { id: '1', name: 'Fotoobraz na plátně', productionDays: 4 },
          paper: { id: '2', name: 'Matný papír', description: 'Jemná struktura bez odlesků' },
        },
      ],
      deliveryMethod: null,
      coupon: { id: '5', code: 'JARO10', applied: true, problem: null },
    })
  })

  it('reads an empty basket without a coupon', () => {
    expect(reshapeBasket(flat(basketDocument()))).toMatchObject({
      itemsCount: 0,
      items: [],
      couponCode: null,
      coupon: null,
      deliveryMethod: null,
    })
  })
})
