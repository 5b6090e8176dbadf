/** GET /me/orders and GET /me/orders/{id} as the API shapes them (JSON:API), for component tests. */
import { BASKET_UUID, basketDocument } from '../../basket/testing/basket-document'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import type { TaxDocumentKind } from '@print-shop/shop-domain/orders'
import type { PaymentMethod } from '@print-shop/shop-domain/payment-methods'
import type { BasketDocument } from '@print-shop/shop-domain/responses/basket'
import type {
  OrderDocument,
  OrderItemResource,
  OrderResource,
  OrdersDocument,
  PaymentInstructionsBody,
} from '@print-shop/shop-domain/responses/orders'

export { BASKET_UUID }

interface OrderOptions {
  id: string
  number?: string
  status?: OrderStatus
  paymentMethod?: PaymentMethod
  paid?: boolean
  createdAt?: string
  /** The tax documents the order lists (`documents`); none unless given. */
  documents?: TaxDocumentFixture[]
  /** The order's `withdrawal` attribute (withdrawal-section tests); none unless given. */
  withdrawal?: OrderResource['attributes']['withdrawal']
}

interface TaxDocumentFixture {
  number: string
  kind: TaxDocumentKind
  issued_on: string
}

/** The invoice of a paid order and the credit note of a withdrawal from it. */
export const INVOICE: TaxDocumentFixture = {
  number: '2026-000123',
  kind: 'invoice',
  issued_on: '2026-03-05',
}
export const CREDIT_NOTE: TaxDocumentFixture = {
  number: 'D2026-000007',
  kind: 'credit_note',
  issued_on: '2026-03-20',
}

const billing = {
  first_name: 'Jana',
  last_name: 'Nováková',
  company: null,
  company_id: null,
  vat_id: null,
  street: 'Dlouhá 12',
  city: 'Praha',
  zip: '110 00',
  country: 'CZ',
  email: 'fakturace@novakova.cz',
  phone_number: '+420777123456',
}

const instructions: PaymentInstructionsBody = {
  holder: 'Obrazárna s.r.o.',
  account_number: '2801234578/2010',
  iban: 'CZ0520100000002801234578',
  bic: 'FIOBCZPPXXX',
  variable_symbol: '2026000042',
  amount: 117900,
  currency: 'CZK',
  due_date: '2026-03-19',
  message: 'Objednavka 2026000042',
  qr_payment: {
    format: 'spd',
    payload: 'SPD*1.0*ACC:CZ0520100000002801234578+FIOBCZPPXXX*AM:1179.00*CC:CZK*X-VS:2026000042',
  },
}

/** Two prints: an original of "Horská louka" and a crop of "Staré Město". */
function itemResources(orderId: string) {
  const item = (id: string, attributes: Partial<OrderItemResource['attributes']>) => ({
    type: 'order_items' as const,
    id,
    attributes: {
      coordinate_x: null,
      coordinate_y: null,
      crop: null,
      discount: 0,
      edge_mm: 0,
      ...attributes,
    },
  })
  return [
    item(`${orderId}1`, {
      image_name: 'Horská louka',
      layout_name: 'Fotoobraz na plátně',
      paper_name: 'Matný papír',
      image_url: 'http://localhost:4000/v1/media/images/31/640.jpg',
      media_url: 'http://localhost:4000/v1/media/images/31',
      image_width: 4000,
      image_height: 2000,
      custom_width: 400,
      custom_height: 300,
      format_type: 'original',
      quantity: 2,
      unit_price: 49000,
      total_price: 98000,
      net: 80992,
      vat: 17008,
      gross: 98000,
      withdrawable: true,
    }),
    item(`${orderId}2`, {
      image_name: 'Staré Město',
      layout_name: 'Plakát',
      paper_name: 'Lesklý papír',
      image_url: 'http://localhost:4000/v1/media/images/32/640.jpg',
      media_url: 'http://localhost:4000/v1/media/images/32',
      image_width: 3000,
      image_height: 4000,
      custom_width: 600,
      custom_height: 400,
      format_type: 'crop',
      coordinate_x: 0,
      coordinate_y: 1000,
      crop: { x: 0, y: 1000, width: 3000, height: 2000 },
      quantity: 1,
      unit_price: 20000,
      total_price: 20000,
      net: 16529,
      vat: 3471,
      gross: 20000,
      withdrawable: false,
    }),
  ]
}

function orderResource(options: OrderOptions): OrderResource {
  const number = options.number ?? `2026${options.id.padStart(6, '0')}`
  const method = options.paymentMethod ?? 'bank_transfer'
  const status = options.status ?? (options.paid ? 'paid' : 'new')
  const paid = options.paid ?? false
  const awaiting = !paid && (status === 'new' || status === 'awaiting_payment')
  const createdAt = options.createdAt ?? '2026-03-05T10:30:00.000Z'
  return {
    type: 'orders',
    id: options.id,
    attributes: {
      number,
      status,
      payment_method: method,
      paid,
      paid_at: paid ? '2026-03-05T11:00:00.000Z' : null,
      locale: 'cs',
      currency: 'CZK',
      items_count: 3,
      items_total: 118000,
      discount: 10000,
      coupon_code: 'JARO10',
      delivery_price: 9900,
      total: 117900,
      total_net: 97438,
      total_vat: 20462,
      vat_rate_percent: 21,
      delivery: { slug: 'packeta', name: 'Zásilkovna', production_days: 2, transit_days: 2 },
      pickup_point: {
        id: 'PKT-1001',
        carrier: 'packeta',
        name: 'Trafika U Nádraží',
        street: 'Nádražní 5',
        city: 'Praha',
        zip: '150 00',
        country: 'CZ',
      },
      billing,
      shipping: null,
      email: 'jana@example.cz',
      note: 'Prosím zabalit jako dárek.',
      status_history: [
        { status: 'new', created_at: createdAt },
        ...(paid ? [{ status: 'paid' as const, created_at: '2026-03-05T11:00:00.000Z' }] : []),
      ],
      payment_instructions:
        awaiting && method === 'bank_transfer'
          ? { ...instructions, variable_symbol: number }
          : null,
      documents: (options.documents ?? []).map((document) => ({
        ...document,
        pdf_url: `http://localhost:4000/v1/me/orders/${options.id}/invoices/${document.number}.pdf`,
        isdoc_url: `http://localhost:4000/v1/me/orders/${options.id}/invoices/${document.number}.isdoc`,
      })),
      withdrawal: options.withdrawal ?? { last_day: null, open: false, items: [], withdrawals: [] },
      created_at: createdAt,
      updated_at: createdAt,
    },
    relationships: {
      order_items: {
        data: itemResources(options.id).map(({ type, id }) => ({ type, id })),
      },
    },
  }
}

/** GET /me/orders/{id}. */
export function orderDocument(options: OrderOptions) {
  return {
    data: orderResource(options),
    included: itemResources(options.id),
  } satisfies OrderDocument
}

/** One page of GET /me/orders with its meta. */
export function ordersPage(
  ids: string[],
  meta: { total: number; lastPage: number },
): OrdersDocument {
  return {
    data: ids.map((id) => orderResource({ id })),
    included: ids.flatMap((id) => itemResources(id)),
    meta: { total: meta.total, per_page: 10, current_page: 1, last_page: meta.lastPage },
  }
}

/** POST /me/orders/{id}/repeat: the basket the prints went to, with what was left out. */
export function repeatedDocument(skipped: string[] = []): BasketDocument {
  return {
    ...basketDocument([{ id: '11', quantity: 2 }]),
    meta: { added: 2 - skipped.length, skipped },
  }
}
