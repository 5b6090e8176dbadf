import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ownerCategories } from '../../catalogue/owner-categories.js'
import { ownerResponse } from '@print-shop/shop-domain/responses/owner'

/**
 * /owner/categories: every category with its subcategories, for `npm run shop -- categories list`:
 * the subcategory slugs that `pictures import` and `pictures edit` file pictures in.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: ownerResponse } }, async () => ({
    data: await ownerCategories(app.db),
  }))
}

export default routes
