/**
 * The basket with the shopper's checkout choices as the API sends it (every basket call answers with
 * it), flattened, and its reshaping into the basket's own types. Checkout reads its delivery methods
 * and pickup points, and sends contact details, with the same shapes; orders read a pickup point.
 */
import type { OrderAddress } from '@print-shop/shop-domain/orders'
import type { EuCountry } from '@print-shop/shop-domain/countries'
import type { billingDetailsBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
import type { Currency } from '../../../lib/format'
import type { PaymentMethod, PickupPoint } from '../../orders'
import type { CheckoutBasket, ContactDetails, DeliveryMethod } from '../types'
import { reshapeBasket, type BasketDocument } from './reshape-basket'

export interface DeliveryMethodDocument {
  id: string
  slug: string
  kind: string
  carrier: string | null
  name: string
  description: string
  price: number
  free_from: number | null
  price_for_basket?: number
  currency: Currency
  needs_pickup_point: boolean
  transit_days: number
}

export interface PickupPointDocument {
  id: string
  carrier?: string
  name: string
  street: string
  city: string
  zip: string
  country: string
}

/**
 * Billing or shipping details as the API sends them: an order's address, where the company ids are
 * left out of shipping details.
 */
type ContactDetailsDocument = Omit<OrderAddress, 'company_id' | 'vat_id'> &
  Partial<Pick<OrderAddress, 'company_id' | 'vat_id'>>

export interface CheckoutBasketDocument extends Omit<BasketDocument, 'delivery_method'> {
  total_vat: number
  payment_method: PaymentMethod | null
  payment_methods?: PaymentMethod[]
  pickup_point: PickupPointDocument | null
  note: string | null
  delivery_method: (DeliveryMethodDocument & { price_for_basket: number }) | null
  billing_detail: (ContactDetailsDocument & { id: string }) | null
  shipping_detail: (ContactDetailsDocument & { id: string }) | null
}

export function reshapeDeliveryMethod(method: DeliveryMethodDocument): DeliveryMethod {
  return {
    id: method.id,
    slug: method.slug,
    kind: method.kind,
    carrier: method.carrier,
    name: method.name,
    description: method.description,
    price: method.price,
    freeFrom: method.free_from,
    ...(method.price_for_basket !== undefined && { priceForBasket: method.price_for_basket }),
    currency: method.currency,
    needsPickupPoint: method.needs_pickup_point,
    transitDays: method.transit_days,
  }
}

export function reshapePickupPoint(point: PickupPointDocument): PickupPoint {
  return {
    id: point.id,
    ...(point.carrier !== undefined && { carrier: point.carrier }),
    name: point.name,
    street: point.street,
    city: point.city,
    zip: point.zip,
    country: point.country,
  }
}

export function reshapeContactDetails(details: ContactDetailsDocument): ContactDetails {
  return {
    firstName: details.first_name,
    lastName: details.last_name,
    company: details.company,
    ...(details.company_id !== undefined && { companyId: details.company_id }),
    ...(details.vat_id !== undefined && { vatId: details.vat_id }),
    street: details.street,
    city: details.city,
    zip: details.zip,
    country: details.country,
    email: details.email,
    phoneNumber: details.phone_number,
  }
}

/**
 * Contact details as the API's body (the reverse of `reshapeContactDetails`); shipping details are
 * the same without the company's ids.
 */
export function contactDetailsBody(details: ContactDetails): Static<typeof billingDetailsBody> {
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    company: details.company,
    ...(details.companyId !== undefined && { company_id: details.companyId }),
    ...(details.vatId !== undefined && { vat_id: details.vatId }),
    street: details.street,
    city: details.city,
    zip: details.zip,
    // The country select offers the EU's codes only; the API checks the code all the same.
    country: details.country as EuCountry,
    email: details.email,
    phone_number: details.phoneNumber,
  }
}

const withId = (details: (ContactDetailsDocument & { id: string }) | null | undefined) =>
  details ? { id: details.id, ...reshapeContactDetails(details) } : null

/** Every basket call answers with the whole basket, the shopper's checkout choices included. */
export function reshapeCheckoutBasket(basket: CheckoutBasketDocument): CheckoutBasket {
  const method = basket.delivery_method
  return {
    ...reshapeBasket({ ...basket, delivery_method: null }),
    totalVat: basket.total_vat,
    paymentMethod: basket.payment_method ?? null,
    // Bank transfers are always taken; an answer without the list offers nothing more.
    paymentMethods: basket.payment_methods ?? ['bank_transfer'],
    pickupPoint: basket.pickup_point ? reshapePickupPoint(basket.pickup_point) : null,
    note: basket.note ?? null,
    deliveryMethod: method
      ? { ...reshapeDeliveryMethod(method), priceForBasket: method.price_for_basket }
      : null,
    billingDetail: withId(basket.billing_detail),
    shippingDetail: withId(basket.shipping_detail),
  }
}
