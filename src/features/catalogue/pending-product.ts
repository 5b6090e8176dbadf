import { defaultLanguage, languages } from '../../config/languages'

/**
 * The address of a product page (less its language prefix), which the 404 page serves for a product
 * added since the build.
 */
export const PRODUCT_PATH = /^\/produkt\/(\d+)\/?$/

/** Set on `<html>` while the 404 page at a product address waits for that product. */
export const PRODUCT_PENDING_ATTRIBUTE = 'data-product-pending'

const prefixes = languages.filter((language) => language !== defaultLanguage).join('|')

/**
 * Run by the browser before it shows the built 404 page: at a product address its "not found" stays
 * hidden (info.module.css) until the product has come in its place.
 */
export const PRODUCT_PENDING_SCRIPT =
  `/^(\\/(${prefixes}))?${PRODUCT_PATH.source.slice(1)}/.test(location.pathname)` +
  `&&document.documentElement.setAttribute('${PRODUCT_PENDING_ATTRIBUTE}','')`
