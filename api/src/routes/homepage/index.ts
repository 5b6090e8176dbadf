import type { FastifyPluginAsync } from 'fastify'
import { refuseUnknownParameters } from '../../catalogue/known-parameters.js'
import banners from './banners.js'
import carouselItems from './carousel-items.js'
import loginScreens from './login-screens.js'
import popularProducts from './popular-products.js'
import promotedCategories from './promoted-categories.js'
import recommendedCategories from './recommended-categories.js'

/** The home page's blocks and the sign-in dialogs' side panels. */
const routes: FastifyPluginAsync = async (app) => {
  // A public catalogue read: an address with a parameter it does not know is refused (400).
  app.addHook('onRoute', refuseUnknownParameters)
  await app.register(carouselItems)
  await app.register(banners)
  await app.register(promotedCategories)
  await app.register(recommendedCategories)
  await app.register(popularProducts)
  await app.register(loginScreens)
}

export default routes
