import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { categoryTreeOfIds } from '../../catalogue/categories.js'
import { categoryTreeResources } from '../../catalogue/category-resources.js'
import { recordView } from '../../catalogue/image-views.js'
import {
  findImage,
  imageResource,
  loadFavouriteImageIds,
  loadImageLinks,
} from '../../catalogue/images.js'
import { layoutAndPaperResources } from '../../catalogue/layouts.js'
import { imageResponse } from '@print-shop/shop-domain/responses/catalogue'
import { idParams } from '../../catalogue/query-schemas.js'
import { notFound } from '../../lib/http-error.js'
import { document, Included } from '../../lib/jsonapi.js'

/**
 * GET /images/{id}: one product with what it can be printed as (layouts, their papers) and where it
 * is filed. A visitor with a session gets the view remembered for "recently viewed"; no session is
 * started here, so build-time crawlers leave no trace.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  /** Losing one "recently viewed" entry (say, the session just ended) must not fail the page. */
  const remember = async (request: FastifyRequest, id: number) => {
    if (!request.session) return
    await recordView(app.db, request.session, id).catch((error: unknown) =>
      request.log.warn({ err: error }, 'recording a view failed'),
    )
  }
  // A kept answer (plugins/catalogue-cache.ts) still remembers the view.
  const kept = app.catalogueCache.hooks((request) =>
    remember(request, (request.params as { id: number }).id),
  )
  const options = {
    schema: { params: idParams, response: imageResponse },
    preHandler: kept.preHandler,
    onSend: kept.onSend,
  }
  app.get('/:id', options, async (request) => {
    const { id } = request.params
    const image = await findImage(app.db, id)
    if (!image) throw notFound()

    const session = request.session
    await remember(request, id)

    const [links, favourites, printing] = await Promise.all([
      loadImageLinks(app.db, [id]),
      loadFavouriteImageIds(app.db, session?.userId ?? null, [id]),
      layoutAndPaperResources(app.db, request.locale),
    ])
    const link = links.get(id)!
    const tree = await categoryTreeOfIds(app.db, link.categoryIds)
    const filed = categoryTreeResources(tree, request.locale)
    const included = new Included()
      .add(...printing.layouts, ...printing.papers, ...filed.categories)
      .add(
        ...filed.subcategories.filter((subcategory) =>
          link.subcategoryIds.includes(Number(subcategory.id)),
        ),
      )
    return document(imageResource(request, image, link, favourites.has(id)), { included })
  })
}

export default route
