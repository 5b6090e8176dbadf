import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { rowId } from '@print-shop/shop-domain/schema'
import { imageOriginal } from '../../catalogue/images.js'
import { listOwnerImages, ownerImage } from '../../catalogue/owner-images.js'
import fs from 'node:fs/promises'
import path from 'node:path'
import { changeImage, deleteImage, setImageHidden } from '../../catalogue/image-changes.js'
import { importImage } from '../../catalogue/image-import.js'
import { queryText } from '../../catalogue/query-schemas.js'
import { HttpError, invalid, type FieldErrors } from '../../lib/http-error.js'
import { LOCALES, type Localized } from '../../lib/localized.js'
import type { Prerendered } from '../../media/renditions.js'
import { MAX_PICTURE_BYTES, newImageBody, imageChangeBody } from '../../catalogue/image-requests.js'
import { ownerChangeResponse, ownerResponse } from '@print-shop/shop-domain/responses/owner'

/** The import's body: the picture base64 (a third larger than its bytes) and its texts. */
const IMPORT_BODY_LIMIT = Math.ceil(MAX_PICTURE_BYTES / 3) * 4 + 256 * 1024
/** Rendering a large picture's renditions ahead may outlast an idle connection's usual timeout. */
const RENDER_AHEAD_TIMEOUT = 10 * 60_000

const dryRunQuery = Type.Object({ dry_run: Type.Optional(Type.Boolean()) })
const idParams = Type.Object({ id: rowId() })

/**
 * Texts trimmed; one left empty by the trimming is a 422 on its field (`name.cs`), as a missing
 * one is.
 */
function trimmed<Texts extends Partial<Record<'name' | 'description', Partial<Localized>>>>(
  texts: Texts,
): Texts {
  const problems: FieldErrors = {}
  const result = { ...texts }
  for (const field of ['name', 'description'] as const) {
    const given = texts[field]
    if (!given) continue
    const clean: Partial<Localized> = {}
    for (const locale of LOCALES) {
      const text = given[locale]
      if (text === undefined) continue
      clean[locale] = text.trim()
      if (!clean[locale]) problems[`${field}.${locale}`] = { key: 'validation.required' }
    }
    result[field] = clean as Texts[typeof field]
  }
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
  return result
}

/** The picture's product page in each language, on the storefront. */
function productPages(siteUrl: string, id: number): Localized {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      `${siteUrl}${locale === 'cs' ? '' : `/${locale}`}/produkt/${id}`,
    ]),
  ) as Localized
}

/**
 * Renders every rendition of the picture into the media cache now, so that its first visitor is
 * served from disk. Null when it is hidden: nobody will ask until it is shown again.
 */
async function renderAhead(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<Prerendered | null> {
  const original = await imageOriginal(app.db, id)
  if (!original || original.hidden) return null
  request.raw.socket?.setTimeout?.(RENDER_AHEAD_TIMEOUT)
  return app.renditions.prerender(id, original, request.log)
}

/**
 * /owner/pictures: the catalogue's pictures for `npm run shop -- pictures`. Import one (its bytes
 * base64 with its texts in four languages and its subcategories), list them, change their texts and
 * filing, hide and show them, delete one no order refers to. Every change takes `?dry_run=true`; a
 * real import or change renders the picture's renditions ahead.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({
          hidden: Type.Optional(Type.Boolean()),
          search: Type.Optional(queryText(200)),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
      },
    },
    async (request) => {
      const { hidden = false, search, limit = 100 } = request.query
      const { pictures, total } = await listOwnerImages(app.db, { hidden, search, limit })
      return { data: pictures, meta: { total } }
    },
  )

  app.get('/:id', { schema: { response: ownerResponse, params: idParams } }, async (request) => ({
    data: await ownerImage(app.db, request.params.id),
  }))

  app.post(
    '/',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { response: ownerChangeResponse, querystring: dryRunQuery, body: newImageBody },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run === true
      const body = trimmed(request.body)
      const bytes = Buffer.from(body.picture, 'base64')
      if (bytes.length === 0) throw invalid('picture', 'owner.pictures.not_a_picture')
      const { picture, file } = await importImage(
        app.db,
        app.config.originalsDir,
        {
          bytes,
          name: body.name,
          description: body.description,
          subcategories: body.subcategories,
          author: body.author?.trim() ?? '',
          licence: body.licence?.trim() ?? '',
          source: body.source?.trim() ?? '',
        },
        dryRun,
      )
      const renditions = dryRun ? null : await renderAhead(app, request, picture.id)
      return reply.status(dryRun ? 200 : 201).send({
        data: {
          ...picture,
          file,
          pages: productPages(app.config.siteUrl, picture.id),
          renditions,
          dry_run: dryRun,
        },
      })
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        response: ownerResponse,
        params: idParams,
        querystring: dryRunQuery,
        body: imageChangeBody,
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run === true
      const change = trimmed(request.body)
      if (!change.name && !change.description && !change.subcategories)
        throw new HttpError(422, 'owner.pictures.nothing_to_change')
      const { id } = request.params
      const { before, after } = await changeImage(app.db, id, change, dryRun)
      const renditions = dryRun ? null : await renderAhead(app, request, id)
      return { data: { before, after, renditions, dry_run: dryRun } }
    },
  )

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const)
    app.post(
      `/:id/${action}`,
      { schema: { response: ownerResponse, params: idParams, querystring: dryRunQuery } },
      async (request) => {
        const dryRun = request.query.dry_run === true
        const { id } = request.params
        const { picture, changed } = await setImageHidden(app.db, id, hidden, dryRun)
        const renditions = dryRun || !changed ? null : await renderAhead(app, request, id)
        return { data: { ...picture, changed, renditions, dry_run: dryRun } }
      },
    )

  app.delete(
    '/:id',
    { schema: { response: ownerResponse, params: idParams, querystring: dryRunQuery } },
    async (request) => {
      const dryRun = request.query.dry_run === true
      const { id } = request.params
      const { picture, file } = await deleteImage(app.db, id, dryRun)
      // Only an imported picture's original is the shop's to remove: the demo's are in the checkout.
      const original = path.resolve(file)
      const owned = path.isAbsolute(file) && original.startsWith(app.config.originalsDir + path.sep)
      if (!dryRun) {
        if (owned) await fs.rm(original, { force: true })
        await app.renditions.cache.removePicture(id)
      }
      return { data: { ...picture, original: owned ? original : null, dry_run: dryRun } }
    },
  )
}

export default routes
