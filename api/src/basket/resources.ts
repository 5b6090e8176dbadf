import type { FastifyRequest } from 'fastify'
import { isWithdrawable } from '@print-shop/shop-domain/withdrawal'
import { imageResources } from '../catalogue/images.js'
import { deliveryMethodResource, deliveryPrice, freeFrom } from '../delivery/methods.js'
import {
  document,
  Included,
  resource,
  toMany,
  toOne,
  type JsonApiDocument,
  type ResourceObject,
} from '../lib/jsonapi.js'
import { inLocale, type Localized } from '../lib/localized.js'
import { offeredPaymentMethods } from '../payments/index.js'
import { configurationOf, pictureOf, type BasketAddressRow, type PricedBasket } from './basket.js'
import { cropOf } from './configuration.js'
import { uploadResource } from '../uploads/resources.js'

export function basketAddressResource(row: BasketAddressRow): ResourceObject {
  return resource(row.kind === 'billing' ? 'billing_details' : 'shipping_details', row.id, {
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    company_id: row.companyId,
    vat_id: row.vatId,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    email: row.email,
    phone_number: row.phoneNumber,
  })
}

/**
 * The basket as JSON:API: the basket (id = uuid) with its totals, and included items, their
 * images or own photos (uploads), layouts and papers, the addresses, the delivery method and the coupon. Names are in the
 * request's language, money in the basket's currency (minor units).
 */
export async function basketDocument(
  request: FastifyRequest,
  priced: PricedBasket,
  meta?: Record<string, unknown>,
): Promise<JsonApiDocument> {
  const { basket, currency, items, unitPrices, totals, priceList, images, uploads } = priced
  const { locale } = request
  const included = new Included()

  // Totals lines follow the items that have a price; map them back to the items.
  let line = 0
  const itemResources = items.map((item, index) => {
    const unit = unitPrices[index] ?? null
    const lineTotals = unit === null ? null : totals.lines[line++]!
    const picture = pictureOf(item, images, uploads)
    const layout = priceList.layouts.get(item.layoutId)
    return resource(
      'basket_items',
      item.id,
      {
        custom_width: item.customWidth,
        custom_height: item.customHeight,
        format_type: item.formatType,
        coordinate_x: item.coordinateX,
        coordinate_y: item.coordinateY,
        crop: picture ? cropOf(configurationOf(item), picture) : null,
        quantity: item.quantity,
        unit_price: unit,
        total_price: lineTotals?.lineGross ?? null,
        discount: lineTotals?.discount ?? 0,
        currency,
        available: unit !== null,
        // Whether the consumer may return it within 14 days (shop-domain's withdrawal rule; an
        // own photo is always made to the shopper's specification).
        withdrawable:
          !!layout &&
          item.uploadId === null &&
          isWithdrawable(
            { formatType: item.formatType, widthMm: item.customWidth, heightMm: item.customHeight },
            layout,
          ),
      },
      {
        ...(item.uploadId === null
          ? { image: toOne('images', item.imageId) }
          : { upload: toOne('uploads', item.uploadId) }),
        layout: toOne('layouts', item.layoutId),
        paper: toOne('papers', item.paperId),
      },
    )
  })
  included.add(...itemResources)
  included.add(...(await imageResources(request, [...images.values()])))
  const { config } = request.server
  included.add(...[...uploads.values()].map((upload) => uploadResource(config, upload)))
  const named = (
    type: string,
    row: { id: number; slug: string; name: Localized; description: Localized },
  ) =>
    resource(type, row.id, {
      slug: row.slug,
      name: inLocale(row.name, locale),
      description: inLocale(row.description, locale),
    })
  for (const layoutId of new Set(items.map((item) => item.layoutId))) {
    const layout = priceList.layouts.get(layoutId)
    if (!layout) continue
    // How long it takes to make: the checkout promises a delivery date from it.
    const { attributes } = named('layouts', layout)
    included.add(
      resource('layouts', layout.id, {
        ...attributes,
        production_days: layout.productionDays,
        edge_mm: layout.edgeMm,
      }),
    )
  }
  for (const paperId of new Set(items.map((item) => item.paperId))) {
    const paper = priceList.papers.get(paperId)
    if (paper) included.add(named('papers', paper))
  }
  if (priced.billing) included.add(basketAddressResource(priced.billing))
  if (priced.shipping) included.add(basketAddressResource(priced.shipping))
  const goods = totals.items - totals.discount
  if (priced.deliveryMethod) {
    const method = deliveryMethodResource(priced.deliveryMethod, locale, goods)
    // Names in the visitor's language, money in the basket's currency.
    Object.assign(method.attributes, {
      price: currency === 'CZK' ? priced.deliveryMethod.priceCzk : priced.deliveryMethod.priceEur,
      free_from: freeFrom(priced.deliveryMethod, currency),
      price_for_basket: deliveryPrice(priced.deliveryMethod, currency, goods),
      currency,
    })
    included.add(method)
  }
  if (priced.coupon) {
    const { coupon } = priced
    included.add(
      resource('coupons', coupon.id, {
        code: coupon.code,
        kind: coupon.kind,
        percent_off: coupon.percentOff,
        amount_off: currency === 'CZK' ? coupon.amountOffCzk : coupon.amountOffEur,
        valid_until: coupon.validUntil?.toISOString() ?? null,
        applied: totals.couponProblem === null,
        problem: totals.couponProblem
          ? request.t(totals.couponProblem.key, totals.couponProblem.vars)
          : null,
      }),
    )
  }

  const data = resource(
    'baskets',
    basket.uuid,
    {
      uuid: basket.uuid,
      status: basket.status,
      locale: basket.locale,
      currency,
      payment_method: basket.paymentMethod,
      // What the shop takes now: card and GoPay only with a gateway for them.
      payment_methods: offeredPaymentMethods(request.server.config),
      pickup_point: basket.pickupPoint,
      note: basket.note,
      items_count: items.reduce((sum, item) => sum + item.quantity, 0),
      items_total: totals.items,
      discount: totals.discount,
      delivery_price: totals.delivery.gross,
      total: totals.total,
      total_net: totals.net,
      total_vat: totals.vat,
      free_delivery_from: totals.freeDeliveryFrom,
      free_delivery_remaining: totals.freeDeliveryRemaining,
      coupon_code: priced.coupon?.code ?? null,
      created_at: basket.createdAt.toISOString(),
      updated_at: basket.updatedAt.toISOString(),
    },
    {
      basket_items: toMany(
        'basket_items',
        items.map((item) => item.id),
      ),
      billing_detail: toOne('billing_details', priced.billing?.id),
      shipping_detail: toOne('shipping_details', priced.shipping?.id),
      delivery_method: toOne('delivery_methods', basket.deliveryMethodId),
      coupon: toOne('coupons', basket.couponId),
    },
  )
  return document(data, { included, meta })
}
