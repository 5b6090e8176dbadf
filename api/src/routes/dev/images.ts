import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { eq } from 'drizzle-orm'
import { Type } from 'typebox'
import { images, imageSubcategories } from '../../db/schema.js'
import { notFound } from '../../lib/http-error.js'
import { fold } from '../../lib/text.js'

const idParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })

/**
 * /dev/images: the catalogue changes a shop owner makes between builds, for the browser journeys of
 * a demo shop: add a picture (a copy of one, with a name of its own), change its "from" price, take
 * it away. No session, no CSRF token: never registered in production.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false }
  })

  app.post(
    '/',
    {
      schema: {
        body: Type.Object({
          copy_of: Type.Integer({ minimum: 1 }),
          name: Type.String({ minLength: 1, maxLength: 200 }),
        }),
      },
    },
    async (request, reply) => {
      const { copy_of: copyOf, name } = request.body
      const [original] = await app.db.select().from(images).where(eq(images.id, copyOf))
      if (!original) throw notFound()
      const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = original
      const named = { cs: name, sk: name, de: name, en: name }
      const folded = fold(name)
      const [created] = await app.db
        .insert(images)
        .values({
          ...copy,
          name: named,
          searchText: { cs: folded, sk: folded, de: folded, en: folded },
          popularity: 0,
          hidden: false,
        })
        .returning({ id: images.id })
      const links = await app.db
        .select({ subcategoryId: imageSubcategories.subcategoryId })
        .from(imageSubcategories)
        .where(eq(imageSubcategories.imageId, copyOf))
      if (links.length > 0)
        await app.db
          .insert(imageSubcategories)
          .values(
            links.map((link) => ({ imageId: created!.id, subcategoryId: link.subcategoryId })),
          )
      return reply.status(201).send({ data: { id: String(created!.id) } })
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        params: idParams,
        body: Type.Object({
          from_price_czk: Type.Integer({ minimum: 0 }),
          from_price_eur: Type.Integer({ minimum: 0 }),
        }),
      },
    },
    async (request) => {
      const { from_price_czk: czk, from_price_eur: eur } = request.body
      const [changed] = await app.db
        .update(images)
        .set({ fromPriceCzk: czk, fromPriceEur: eur, updatedAt: new Date() })
        .where(eq(images.id, request.params.id))
        .returning({ id: images.id })
      if (!changed) throw notFound()
      return { data: { id: String(changed.id) } }
    },
  )

  app.delete('/:id', { schema: { params: idParams } }, async (request, reply) => {
    const [deleted] = await app.db
      .delete(images)
      .where(eq(images.id, request.params.id))
      .returning({ id: images.id })
    if (!deleted) throw notFound()
    return reply.status(204).send()
  })
}

export default routes
