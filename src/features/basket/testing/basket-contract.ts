import {
  basketAddressResource,
  basketItemResource,
  basketLayoutResource,
  basketPaperResource,
  couponResource,
} from '@print-shop/shop-domain/responses/basket'
import { imageResource } from '@print-shop/shop-domain/responses/catalogue'
import { deliveryMethodResource } from '@print-shop/shop-domain/responses/delivery'
import { uploadResource } from '@print-shop/shop-domain/responses/uploads'

/** What a basket answer includes, by type: the fixtures' contract tests check each against it. */
export const basketIncluded = {
  basket_items: basketItemResource,
  images: imageResource,
  uploads: uploadResource,
  layouts: basketLayoutResource,
  papers: basketPaperResource,
  coupons: couponResource,
  delivery_methods: deliveryMethodResource,
  billing_details: basketAddressResource,
  shipping_details: basketAddressResource,
}
