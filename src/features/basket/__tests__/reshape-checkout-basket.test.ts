import { flatten as flattenResource } from '@print-shop/shop-domain/camel-case'
import { flatten } from '../../../lib/jsonapi'
import { basketFrom } from '../api/basket-document'
import {
  contactDetailsBody,
  reshapeContactDetails,
  reshapeDeliveryMethod,
  reshapePickupPoint,
} from '../api/reshape-checkout-basket'
import {
  billingAttributes,
  checkoutBasket,
  deliveryMethodsDocument,
  pickupPointsDocument,
} from '../../checkout/testing/checkout-documents'

const jana = {
  firstName: 'Jana',
  lastName: 'Nováková',
  company: null,
  companyId: null,
  vatId: null,
  street: 'Dlouhá 12',
  city: 'Praha',
  zip: '110 00',
  country: 'CZ',
  email: 'jana@example.cz',
  phoneNumber: '+420777123456',
}

describe('reshapeCheckoutBasket', () => {
  it("reads the shopper's choices besides the basket: method, payment, addresses, VAT", () => {
    const basket = basketFrom(
      checkoutBasket({ delivery: true, payment: 'card', billing: true, shipping: true }),
    )
    expect(basket).toMatchObject({
      itemsCount: 2,
      total: 107900,
      totalVat: 18726,
      paymentMethod: 'card',
      paymentMethods: ['bank_transfer', 'card', 'gopay'],
      pickupPoint: null,
      note: null,
      deliveryMethod: {
        id: '1',
        slug: 'courier',
        name: 'Kurýr PPL',
        freeFrom: null,
        needsPickupPoint: false,
        transitDays: 1,
        priceForBasket: 9900,
      },
      billingDetail: { id: '3', ...jana },
      shippingDetail: { id: '4', ...jana, street: 'Krátká 3', city: 'Brno', zip: '602 00' },
    })
    expect(basket.items[0]).toMatchObject({ id: '11', quantity: 2, customWidth: 400 })
  })

  it('has no details and no method before the shopper chose them', () => {
    expect(basketFrom(checkoutBasket())).toMatchObject({
      deliveryMethod: null,
      paymentMethod: null,
      billingDetail: null,
      shippingDetail: null,
    })
  })

  it('offers only the payment methods the shop takes, bank transfer when it does not say', () => {
    const transferOnly = checkoutBasket({ offered: ['bank_transfer'] })
    expect(basketFrom(transferOnly).paymentMethods).toEqual(['bank_transfer'])
    const silent = checkoutBasket()
    delete (silent.data.attributes as Record<string, unknown>).payment_methods
    expect(basketFrom(silent).paymentMethods).toEqual(['bank_transfer'])
  })
})

describe('reshapeDeliveryMethod', () => {
  it('turns a listed delivery method into the delivery method type', () => {
    const [, packeta] = flatten(deliveryMethodsDocument)
    expect(reshapeDeliveryMethod(packeta!)).toEqual({
      id: '2',
      slug: 'packeta',
      kind: 'pickup_point',
      carrier: 'packeta',
      name: 'Zásilkovna',
      description: 'Výdejní místo podle vašeho výběru',
      price: 7900,
      freeFrom: 200000,
      currency: 'CZK',
      needsPickupPoint: true,
      transitDays: 2,
    })
  })
})

describe('reshapePickupPoint', () => {
  it('keeps what checkout shows of a pickup point', () => {
    const [point] = flatten(pickupPointsDocument)
    expect(reshapePickupPoint(point!)).toEqual({
      id: 'PKT-1001',
      carrier: 'packeta',
      name: 'Trafika U Nádraží',
      street: 'Nádražní 5',
      city: 'Praha',
      zip: '150 00',
      country: 'CZ',
    })
  })
})

describe('contact details', () => {
  it('reads the API details and writes them back as the API takes them', () => {
    const billing = { type: 'billing_details', id: '3', attributes: billingAttributes }
    expect(reshapeContactDetails(flattenResource(billing))).toEqual(jana)
    expect(contactDetailsBody(jana)).toEqual(billingAttributes)
  })

  it('leaves out company and VAT ids a shipping address does not have', () => {
    const shipping = { ...jana, companyId: undefined, vatId: undefined }
    const body = contactDetailsBody(shipping)
    expect(body).not.toHaveProperty('company_id')
    expect(body).not.toHaveProperty('vat_id')
    expect(body).toMatchObject({ first_name: 'Jana', phone_number: '+420777123456' })
  })
})
