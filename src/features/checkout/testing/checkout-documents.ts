/** The API's answers for the checkout's component tests (JSON:API, as the API shapes them). */
import type { PaymentMethod } from '@print-shop/shop-domain/payment-methods'
import type { AddressesDocument } from '@print-shop/shop-domain/responses/accounts'
import type { BasketDocument } from '@print-shop/shop-domain/responses/basket'
import type {
  DeliveryMethodResource,
  DeliveryMethodsDocument,
} from '@print-shop/shop-domain/responses/delivery'
import type { OrderDocument } from '@print-shop/shop-domain/responses/orders'
import type { PickupPointsDocument } from '@print-shop/shop-domain/responses/pickup-points'
import { BASKET_UUID, basketDocument } from '../../basket/testing/basket-document'

export { BASKET_UUID }

export const billingAttributes = {
  first_name: 'Jana',
  last_name: 'Nováková',
  company: null,
  company_id: null,
  vat_id: null,
  street: 'Dlouhá 12',
  city: 'Praha',
  zip: '110 00',
  country: 'CZ',
  email: 'jana@example.cz',
  phone_number: '+420777123456',
}

interface Choices {
  delivery?: boolean
  payment?: PaymentMethod | null
  /** The methods the shop takes (all three unless given). */
  offered?: PaymentMethod[]
  billing?: boolean
  shipping?: boolean
  items?: number
}

/** A basket with one print (980 Kč) and, as asked, delivery, payment and addresses chosen. */
export function checkoutBasket(choices: Choices = {}): BasketDocument {
  const document = basketDocument(
    choices.items === 0 ? [] : [{ id: '11', quantity: choices.items ?? 2 }],
  )
  const delivery = choices.delivery ? 9900 : 0
  Object.assign(document.data.attributes, {
    payment_method: choices.payment ?? null,
    payment_methods: choices.offered ?? ['bank_transfer', 'card', 'gopay'],
    pickup_point: null,
    note: null,
    delivery_price: delivery,
    total: document.data.attributes.total + delivery,
    total_vat: Math.round(((document.data.attributes.total + delivery) * 21) / 121),
  })
  const relationships = document.data.relationships as Record<string, unknown>
  const included = document.included as unknown[]
  if (choices.delivery) {
    relationships.delivery_method = { data: { type: 'delivery_methods', id: '1' } }
    included.push({
      type: 'delivery_methods',
      id: '1',
      attributes: { ...deliveryMethodAttributes[0], price_for_basket: delivery },
    })
  }
  relationships.billing_detail = {
    data: choices.billing ? { type: 'billing_details', id: '3' } : null,
  }
  if (choices.billing)
    included.push({ type: 'billing_details', id: '3', attributes: billingAttributes })
  relationships.shipping_detail = {
    data: choices.shipping ? { type: 'shipping_details', id: '4' } : null,
  }
  if (choices.shipping)
    included.push({
      type: 'shipping_details',
      id: '4',
      attributes: { ...billingAttributes, street: 'Krátká 3', city: 'Brno', zip: '602 00' },
    })
  return document
}

const deliveryMethodAttributes: DeliveryMethodResource['attributes'][] = [
  {
    slug: 'courier',
    kind: 'courier',
    carrier: 'ppl',
    name: 'Kurýr PPL',
    description: 'Doručení do 2 pracovních dnů',
    price: 9900,
    free_from: null,
    currency: 'CZK',
    countries: ['CZ', 'SK'],
    excluded_countries: [],
    needs_pickup_point: false,
    transit_days: 1,
  },
  {
    slug: 'packeta',
    kind: 'pickup_point',
    carrier: 'packeta',
    name: 'Zásilkovna',
    description: 'Výdejní místo podle vašeho výběru',
    price: 7900,
    free_from: 200000,
    currency: 'CZK',
    countries: ['CZ'],
    excluded_countries: [],
    needs_pickup_point: true,
    transit_days: 2,
  },
]

export const deliveryMethodsDocument: DeliveryMethodsDocument = {
  data: deliveryMethodAttributes.map((attributes, index) => ({
    type: 'delivery_methods',
    id: String(index + 1),
    attributes,
  })),
  meta: { total: 2 },
}

export const pickupPointsDocument: PickupPointsDocument = {
  data: [
    {
      type: 'pickup_points',
      id: 'PKT-1001',
      attributes: {
        carrier: 'packeta',
        name: 'Trafika U Nádraží',
        street: 'Nádražní 5',
        city: 'Praha',
        zip: '150 00',
        country: 'CZ',
        opening_hours: '',
      },
    },
  ],
  meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 },
}

export const addressesDocument: AddressesDocument = {
  data: [
    {
      type: 'addresses',
      id: '21',
      attributes: {
        first_name: 'Jana',
        last_name: 'Nováková',
        company: null,
        street: 'Vinohradská 30',
        city: 'Praha',
        zip: '120 00',
        country: 'CZ',
        phone_number: null,
        created_at: '2026-02-01T10:00:00.000Z',
        updated_at: '2026-02-01T10:00:00.000Z',
      },
    },
  ],
  meta: { total: 1 },
}

export function orderDocument(
  paymentMethod: 'bank_transfer' | 'card' = 'bank_transfer',
  extra: { paid?: boolean; paymentUrl?: string } = {},
): OrderDocument {
  return {
    data: {
      type: 'orders',
      id: '42',
      attributes: {
        number: '2026000042',
        status: extra.paid ? 'paid' : 'new',
        payment_method: paymentMethod,
        paid: extra.paid ?? false,
        paid_at: extra.paid ? '2026-11-25T10:05:00.000Z' : null,
        locale: 'cs',
        currency: 'CZK',
        items_count: 2,
        items_total: 98000,
        discount: 0,
        coupon_code: null,
        delivery_price: 9900,
        total: 107900,
        total_net: 89174,
        total_vat: 18726,
        vat_rate_percent: 21,
        delivery: { slug: 'courier', name: 'Kurýr PPL', production_days: 4, transit_days: 1 },
        pickup_point: null,
        billing: billingAttributes,
        shipping: null,
        email: 'jana@example.cz',
        note: null,
        status_history: [{ status: 'new', created_at: '2026-11-25T10:00:00.000Z' }],
        withdrawal: { last_day: null, open: false, items: [], withdrawals: [] },
        documents: [],
        created_at: '2026-11-25T10:00:00.000Z',
        updated_at: '2026-11-25T10:00:00.000Z',
        payment_instructions:
          paymentMethod === 'bank_transfer'
            ? {
                holder: 'Obrazárna s.r.o.',
                account_number: '2801234578/2010',
                iban: 'CZ0520100000002801234578',
                bic: 'FIOBCZPPXXX',
                variable_symbol: '2026000042',
                amount: 107900,
                currency: 'CZK',
                due_date: '2026-12-01',
                message: 'Objednavka 2026000042',
                qr_payment: {
                  format: 'spd',
                  payload:
                    'SPD*1.0*ACC:CZ0520100000002801234578+FIOBCZPPXXX*AM:1079.00*CC:CZK*X-VS:2026000042',
                },
              }
            : null,
      },
      relationships: { order_items: { data: [] } },
    },
    meta: { payment_url: extra.paymentUrl ?? null, already_placed: false },
  }
}
