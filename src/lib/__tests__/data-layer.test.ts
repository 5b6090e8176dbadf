import { grantConsent, hasConsent, pendingEvents, track, withdrawConsent } from '../data-layer'

const viewItem = {
  event: 'view_item',
  ecommerce: {
    currency: 'CZK',
    value: 12,
    items: [{ item_id: '7', item_name: 'Hory', price: 12, quantity: 1 }],
  },
}
const addToCart = { ...viewItem, event: 'add_to_cart' }

beforeEach(() => {
  withdrawConsent()
  delete window.dataLayer
})

it('keeps events in memory until the visitor consents', () => {
  track(viewItem)
  expect(window.dataLayer).toBeUndefined()
  expect(pendingEvents()).toEqual([viewItem])
})

it('sends the waiting events in order on consent, each after clearing the previous ecommerce', () => {
  track(viewItem)
  track(addToCart)
  grantConsent()
  expect(hasConsent()).toBe(true)
  expect(window.dataLayer).toEqual([{ ecommerce: null }, viewItem, { ecommerce: null }, addToCart])
  expect(pendingEvents()).toEqual([])
})

it('sends at once after consent, and keeps back again after withdrawal', () => {
  grantConsent()
  track(viewItem)
  expect(window.dataLayer).toContain(viewItem)
  withdrawConsent()
  track(addToCart)
  expect(window.dataLayer).not.toContain(addToCart)
  expect(pendingEvents()).toEqual([addToCart])
})

it('drops the waiting events when the visitor declines', () => {
  track(viewItem)
  withdrawConsent()
  grantConsent()
  expect(window.dataLayer ?? []).toEqual([])
})
