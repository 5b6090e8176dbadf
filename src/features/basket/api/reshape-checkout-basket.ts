/**
 * The basket with the shopper's checkout choices as the API sends it (every basket call answers with
 * it), flattened, and its reshaping into the basket's own types. Checkout reads its delivery methods
 * and pickup points, and sends contact details, with the same shapes; orders read a pickup point.
 */
import type { Flat } from '@print-shop/shop-domain/camel-case'
import type { EuCountry } from '@print-shop/shop-domain/countries'
import type { billingDetailsBody } from '@print-shop/shop-domain/requests/basket'
import type { BasketAddressResource } from '@print-shop/shop-domain/responses/basket'
import type { DeliveryMethodResource } from '@print-shop/shop-domain/responses/delivery'
import type { Static } from 'typebox'
import { pick } from '../../../lib/jsonapi'
import type { PickupPoint } from '../../orders'
import type { CheckoutBasket, ContactDetails, DeliveryMethod } from '../types'
import { reshapeBasket, type FlatBasket } from './reshape-basket'

export type FlatDeliveryMethod = Flat<DeliveryMethodResource>

export function reshapeDeliveryMethod(method: FlatDeliveryMethod): DeliveryMethod {
  return {
    ...pick(method, [
      'id',
      'slug',
      'kind',
      'carrier',
      'name',
      'description',
      'price',
      'freeFrom',
      'needsPickupPoint',
      'currency',
      'transitDays',
    ]),
    ...(method.priceForBasket !== undefined && { priceForBasket: method.priceForBasket }),
  }
}

/** A pickup point as the directory lists it, or as a basket or an order keeps it (flattened). */
export function reshapePickupPoint(point: PickupPoint): PickupPoint {
  return {
    ...pick(point, ['id', 'name', 'street', 'city', 'zip', 'country']),
    ...(point.carrier !== undefined && { carrier: point.carrier }),
  }
}

/** Billing or shipping details, flattened: shipping details leave the company's ids out. */
type FlatContactDetails = Omit<Flat<BasketAddressResource>, 'companyId' | 'vatId'> &
  Partial<Pick<Flat<BasketAddressResource>, 'companyId' | 'vatId'>>

export function reshapeContactDetails(details: FlatContactDetails): ContactDetails {
  return {
    ...pick(details, [
      'firstName',
      'lastName',
      'company',
      'street',
      'city',
      'zip',
      'country',
      'email',
      'phoneNumber',
    ]),
    ...(details.companyId !== undefined && { companyId: details.companyId }),
    ...(details.vatId !== undefined && { vatId: details.vatId }),
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

const withId = (details: FlatContactDetails | null | undefined) =>
  details ? { id: details.id, ...reshapeContactDetails(details) } : null

/** Every basket call answers with the whole basket, the shopper's checkout choices included. */
export function reshapeCheckoutBasket(basket: FlatBasket): CheckoutBasket {
  const method = basket.deliveryMethod
  return {
    ...reshapeBasket({ ...basket, deliveryMethod: null }),
    totalVat: basket.totalVat,
    paymentMethod: basket.paymentMethod ?? null,
    // Bank transfers are always taken; an answer without the list offers nothing more.
    paymentMethods: basket.paymentMethods ?? ['bank_transfer'],
    pickupPoint: basket.pickupPoint ? reshapePickupPoint(basket.pickupPoint) : null,
    note: basket.note ?? null,
    deliveryMethod: method
      ? { ...reshapeDeliveryMethod(method), priceForBasket: method.priceForBasket! }
      : null,
    billingDetail: withId(basket.billingDetail),
    shippingDetail: withId(basket.shippingDetail),
  }
}
