import { defaultLanguage, languages } from '../../config/languages'

/**
 * The address of a product page (less its language prefix), which the 404 page serves for a product
 * added since the build.
 */
export const PRODUCT_PATH = /^\/produkt\/(\d+)\/?$/

/** Set on `<html>` while the 404 page at a product address waits for that product. */
export const PRODUCT_PENDING_ATTRIBUTE = 'data-product-pending'

const prefixes = languages.filter((language) => language !== defaultLanguage).join('|')

/** Whether `pathname` is a product page's address, in any language. */
export function isProductAddress(pathname: string): boolean {
  return new RegExp(`^(\\/(${prefixes}))?${PRODUCT_PATH.source.slice(1)}`).test(pathname)
}

declare global {
  interface InlineScripts {
    /** product-pending.inline.ts */
    readonly productPending: string
  }
}

/**
 * Run by the browser before it shows the built 404 page (product-pending.inline.ts): at a product
 * address its "not found" stays hidden (info.module.css) until the product has come in its place.
 */
export const PRODUCT_PENDING_SCRIPT = INLINE_SCRIPTS.productPending
