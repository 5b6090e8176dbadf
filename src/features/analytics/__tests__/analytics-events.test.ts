import {
  accountEvent,
  imageEvent,
  selectItem,
  viewItemList,
  type EventImage,
} from '../analytics-events'
import {
  addToCart,
  basketChange,
  basketEvent,
  orderItem,
  printVariant,
  purchase,
  refund,
  type EventBasket,
  type EventOrder,
} from '../basket-events'

const hory: EventImage = { apiId: '7', name: 'Hory', fromPrice: 49000, currency: 'CZK' }
const louka: EventImage = { apiId: '31', name: 'Horská louka', fromPrice: 59000, currency: 'CZK' }
const category = { id: 'category:priroda', name: 'Příroda' }

const basket: EventBasket = {
  currency: 'EUR',
  total: 5490,
  couponCode: 'JARO10',
  items: [
    {
      quantity: 2,
      unitPrice: 1995,
      customWidth: 400,
      customHeight: 300,
      image: { id: '31', name: 'Horská louka' },
      layout: { name: 'Canvas' },
      paper: { name: 'Matt paper' },
    },
  ],
}

const order: EventOrder = {
  number: '2026000042',
  currency: 'CZK',
  total: 107900,
  totalVat: 18726,
  deliveryPrice: 9900,
  couponCode: null,
  paymentMethod: 'bank_transfer',
  items: [
    {
      imageName: 'Hory',
      mediaUrl: 'http://localhost:4000/v1/media/7',
      layoutName: 'Plakát',
      paperName: 'Lesklý papír',
      customWidth: 600,
      customHeight: 400,
      quantity: 1,
      unitPrice: 49000,
    },
  ],
}

it('names a configured print by its paper and size in cm', () => {
  expect(
    printVariant({
      layoutName: 'Canvas',
      paperName: 'Fine art',
      customWidth: 297,
      customHeight: 420,
    }),
  ).toBe('Fine art, 29.7×42 cm')
})

it('view_item_list: every card with the list and its place in the whole list', () => {
  expect(viewItemList(category, [hory, louka], 24)).toEqual({
    event: 'view_item_list',
    ecommerce: {
      item_list_id: 'category:priroda',
      item_list_name: 'Příroda',
      items: [
        {
          item_id: '7',
          item_name: 'Hory',
          item_list_id: 'category:priroda',
          item_list_name: 'Příroda',
          index: 24,
          price: 490,
          quantity: 1,
        },
        {
          item_id: '31',
          item_name: 'Horská louka',
          item_list_id: 'category:priroda',
          item_list_name: 'Příroda',
          index: 25,
          price: 590,
          quantity: 1,
        },
      ],
    },
  })
})

it('select_item: the one card clicked, with its index', () => {
  expect(selectItem(category, louka, 3).ecommerce).toEqual({
    item_list_id: 'category:priroda',
    item_list_name: 'Příroda',
    items: [expect.objectContaining({ item_id: '31', index: 3, item_list_id: 'category:priroda' })],
  })
})

it('view_item and add_to_wishlist: the picture at its lowest price, in major units', () => {
  for (const name of ['view_item', 'add_to_wishlist'] as const)
    expect(imageEvent(name, hory)).toEqual({
      event: name,
      ecommerce: {
        currency: 'CZK',
        value: 490,
        items: [{ item_id: '7', item_name: 'Hory', price: 490, quantity: 1 }],
      },
    })
})

it('add_to_cart: the configured print at its price times the quantity', () => {
  const print = { layoutName: 'Canvas', paperName: 'Fine art', customWidth: 200, customHeight: 300 }
  expect(addToCart(hory, print, 10700, 2)).toEqual({
    event: 'add_to_cart',
    ecommerce: {
      currency: 'CZK',
      value: 214,
      items: [
        {
          item_id: '7',
          item_name: 'Hory',
          item_category: 'Canvas',
          item_variant: 'Fine art, 20×30 cm',
          price: 107,
          quantity: 2,
        },
      ],
    },
  })
})

it('remove_from_cart of a quantity change counts only the pieces removed', () => {
  expect(basketChange('remove_from_cart', 'EUR', basket.items[0]!, 1).ecommerce).toEqual({
    currency: 'EUR',
    value: 19.95,
    items: [expect.objectContaining({ item_id: '31', price: 19.95, quantity: 1 })],
  })
})

it('basket events carry the total, the coupon and the step detail', () => {
  expect(basketEvent('add_shipping_info', basket, { shipping_tier: 'PPL' })).toEqual({
    event: 'add_shipping_info',
    ecommerce: {
      currency: 'EUR',
      value: 54.9,
      coupon: 'JARO10',
      shipping_tier: 'PPL',
      items: [
        {
          item_id: '31',
          item_name: 'Horská louka',
          item_category: 'Canvas',
          item_variant: 'Matt paper, 40×30 cm',
          price: 19.95,
          quantity: 2,
        },
      ],
    },
  })
  expect(basketEvent('add_payment_info', basket, { payment_type: 'card' }).ecommerce).toMatchObject(
    { payment_type: 'card' },
  )
})

it('purchase: the order totals with tax and shipping; lines from the basket or the order', () => {
  expect(purchase(order, basket)).toEqual({
    event: 'purchase',
    ecommerce: {
      transaction_id: '2026000042',
      currency: 'CZK',
      value: 1079,
      tax: 187.26,
      shipping: 99,
      payment_type: 'bank_transfer',
      items: [expect.objectContaining({ item_id: '31' })],
    },
  })
  expect(purchase(order).ecommerce.items).toEqual([
    {
      item_id: '7',
      item_name: 'Hory',
      item_category: 'Plakát',
      item_variant: 'Lesklý papír, 60×40 cm',
      price: 490,
      quantity: 1,
    },
  ])
})

it('an order line of a withdrawn picture keeps its name as the id', () => {
  expect(orderItem({ ...order.items[0]!, mediaUrl: null }).item_id).toBe('Hory')
})

it('refund: the whole order by its transaction id', () => {
  expect(refund(order)).toEqual({
    event: 'refund',
    ecommerce: { transaction_id: '2026000042', currency: 'CZK', value: 1079 },
  })
})

it('login and sign_up name the method', () => {
  expect(accountEvent('sign_up', 'google')).toEqual({ event: 'sign_up', method: 'google' })
})
