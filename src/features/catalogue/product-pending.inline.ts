import { isProductAddress, PRODUCT_PENDING_ATTRIBUTE } from './pending-product'

/* `PRODUCT_PENDING_SCRIPT`: the 404 page at a product address hides its "not found" meanwhile. */
if (isProductAddress(location.pathname))
  document.documentElement.setAttribute(PRODUCT_PENDING_ATTRIBUTE, '')
