/** @jest-environment jsdom */
import { initialDestination, rememberDestination } from '../destination'
import { initialDetails, withSavedAddress } from '../details'
import type { Address } from '../../addresses'
import { basketFrom } from '../../basket'
import { BASKET_UUID, checkoutBasket } from '../testing/checkout-documents'

/** The basket as the checkout reads it (the test documents are JSON:API). */
const basketWith = (choices: Parameters<typeof checkoutBasket>[0]) =>
  basketFrom(checkoutBasket(choices))
/** Jana's saved address as the address book holds it. */
const janaHome: Address = {
  id: '21',
  firstName: 'Jana',
  lastName: 'Nováková',
  company: null,
  street: 'Vinohradská 30',
  city: 'Praha',
  zip: '120 00',
  country: 'CZ',
  phoneNumber: '+420 777123456',
}

beforeEach(() => sessionStorage.clear())

describe('where the goods go', () => {
  it("starts from this tab's choice, then the basket's address, then the language", () => {
    expect(initialDestination(BASKET_UUID, basketWith({}), 'de')).toBe('DE')
    expect(initialDestination(BASKET_UUID, basketWith({}), 'en')).toBe('CZ')
    expect(initialDestination(BASKET_UUID, basketWith({ billing: true }), 'de')).toBe('CZ')
    rememberDestination(BASKET_UUID, 'AT')
    expect(initialDestination(BASKET_UUID, basketWith({ billing: true }), 'de')).toBe('AT')
    expect(initialDestination('another-basket', basketWith({}), 'sk')).toBe('SK')
  })

  it('gives the address the goods go to the country chosen on step 1', () => {
    const values = initialDetails(basketWith({ billing: true }), null, 'cs', 'SK')
    expect(values.billing.country).toBe('SK')
    expect(values.shipping_differs).toBe(false)
  })

  it('bills a saved address abroad and ships to the chosen country', () => {
    const values = initialDetails(basketWith({}), null, 'en', 'DE')
    const prefilled = withSavedAddress(values, janaHome, 'DE')
    expect(prefilled.billing).toMatchObject({ street: 'Vinohradská 30', country: 'CZ' })
    expect(prefilled.shipping_differs).toBe(true)
    expect(prefilled.shipping).toMatchObject({ street: '', country: 'DE' })
  })

  it('bills and ships to a saved address in the chosen country', () => {
    const values = initialDetails(basketWith({}), null, 'cs', 'CZ')
    const prefilled = withSavedAddress(values, janaHome, 'CZ')
    expect(prefilled.billing).toMatchObject({ street: 'Vinohradská 30', country: 'CZ' })
    expect(prefilled.shipping_differs).toBe(false)
  })
})
