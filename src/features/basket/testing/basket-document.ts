/** GET /baskets/{uuid} answers as the API shapes them (JSON:API), for component tests. */
import type { FormatType } from '@print-shop/shop-domain/basket-items'
import type { Currency } from '@print-shop/shop-domain/currency'
import type { PaymentMethod } from '@print-shop/shop-domain/payment-methods'
import type { BasketDocument, BasketItemResource } from '@print-shop/shop-domain/responses/basket'
import type { ImageResource } from '@print-shop/shop-domain/responses/catalogue'

export const BASKET_UUID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f'

interface ItemOptions {
  id: string
  quantity?: number
  formatType?: FormatType
  /** Print size in mm. */
  width?: number
  height?: number
  x?: number | null
  y?: number | null
  unitPrice?: number
  imageId?: string
  /** The API's withdrawal flag; false unless given. */
  withdrawable?: boolean
}

const images: Record<string, { name: string; width: number; height: number }> = {
  '31': { name: 'Horská louka', width: 4000, height: 2000 },
  '32': { name: 'Staré Město', width: 3000, height: 4000 },
}

const created = '2026-11-25T09:00:00.000Z'
/** The basket's currency: a test may move the basket to another. */
const currency: Currency = 'CZK'

/** A catalogue picture as a basket includes it. */
function imageResource(id: string): ImageResource {
  return {
    type: 'images',
    id,
    attributes: {
      name: images[id]!.name,
      description: '',
      url: `http://localhost:4000/v1/media/images/${id}/1080.jpg`,
      media_url: `http://localhost:4000/v1/media/images/${id}`,
      width: images[id]!.width,
      height: images[id]!.height,
      scalable: false,
      orientation: 'horizontal',
      colors: [],
      placeholder: '',
      author: '',
      licence: '',
      from_price: 49000,
      currency: 'CZK',
      updated_at: created,
      is_favorite: false,
    },
  }
}

export function basketDocument(
  options: ItemOptions[] = [],
  extra: { discount?: number; coupon?: { code: string; applied: boolean } } = {},
) {
  const items = options.map((item) => {
    const quantity = item.quantity ?? 1
    const unit = item.unitPrice ?? 49000
    return {
      type: 'basket_items' as const,
      id: item.id,
      attributes: {
        custom_width: item.width ?? 400,
        custom_height: item.height ?? 300,
        format_type: item.formatType ?? 'original',
        coordinate_x: item.x ?? null,
        coordinate_y: item.y ?? null,
        crop: null,
        quantity,
        unit_price: unit,
        total_price: unit * quantity,
        discount: 0,
        currency: 'CZK',
        available: true,
        withdrawable: item.withdrawable ?? false,
      },
      relationships: {
        image: { data: { type: 'images', id: item.imageId ?? '31' } },
        layout: { data: { type: 'layouts', id: '1' } },
        paper: { data: { type: 'papers', id: '2' } },
      },
    } satisfies BasketItemResource
  })
  const itemsTotal = items.reduce((sum, item) => sum + item.attributes.total_price, 0)
  const discount = extra.discount ?? 0
  const imageResources = [...new Set(options.map((item) => item.imageId ?? '31'))].map(
    imageResource,
  )
  return {
    data: {
      type: 'baskets',
      id: BASKET_UUID,
      attributes: {
        uuid: BASKET_UUID,
        status: 'open',
        locale: 'cs',
        currency,
        payment_method: null as PaymentMethod | null,
        payment_methods: ['bank_transfer'],
        pickup_point: null,
        note: null,
        items_count: items.reduce((sum, item) => sum + item.attributes.quantity, 0),
        items_total: itemsTotal,
        discount,
        delivery_price: 0,
        total: itemsTotal - discount,
        total_net: Math.round(((itemsTotal - discount) * 100) / 121),
        total_vat: Math.round(((itemsTotal - discount) * 21) / 121),
        free_delivery_from: null,
        free_delivery_remaining: null,
        coupon_code: extra.coupon?.code ?? null,
        created_at: created,
        updated_at: created,
      },
      relationships: {
        basket_items: { data: items.map(({ type, id }) => ({ type, id })) },
        delivery_method: { data: null },
        coupon: { data: extra.coupon ? { type: 'coupons', id: '5' } : null },
      },
    },
    included: [
      ...items,
      ...imageResources,
      {
        type: 'layouts',
        id: '1',
        attributes: {
          slug: 'platno',
          name: 'Fotoobraz na plátně',
          description: '',
          production_days: 4,
          edge_mm: 30,
        },
      },
      {
        type: 'papers',
        id: '2',
        attributes: {
          slug: 'matny',
          name: 'Matný papír',
          description: 'Jemná struktura bez odlesků',
        },
      },
      ...(extra.coupon
        ? [
            {
              type: 'coupons',
              id: '5',
              attributes: {
                ...extra.coupon,
                kind: 'percentage',
                percent_off: 10,
                amount_off: null,
                valid_until: null,
                problem: null,
              },
            },
          ]
        : []),
    ],
  } satisfies BasketDocument
}
