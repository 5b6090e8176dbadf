import type { FastifyPluginAsync } from 'fastify'
import addItem from './add-item.js'
import checkout from './checkout.js'
import createBasket from './create-basket.js'
import { detailsRoutes } from './details.js'
import removeItem from './remove-item.js'
import showBasket from './show-basket.js'
import updateBasket from './update-basket.js'
import updateItem from './update-item.js'
import useCoupon from './use-coupon.js'

/**
 * /baskets: anonymous or signed-in shoppers' baskets, addressed by an unguessable uuid. Every
 * change answers with the whole priced basket.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(createBasket)
  await app.register(showBasket)
  await app.register(updateBasket)
  await app.register(addItem)
  await app.register(updateItem)
  await app.register(removeItem)
  await app.register(useCoupon)
  await app.register(detailsRoutes('billing'))
  await app.register(detailsRoutes('shipping'))
  await app.register(checkout)
}

export default routes
