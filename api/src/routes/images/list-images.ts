import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isOrientation, ORIENTATIONS } from '@print-shop/shop-domain/orientation'
import { isPaletteColour } from '@print-shop/shop-domain/palette'
import { Type } from 'typebox'
import {
  IMAGE_SORTS,
  colourCounts,
  findImages,
  type ImageFilters,
} from '../../catalogue/image-search.js'
import { imageResources } from '../../catalogue/images.js'
import { pageMeta, pagingProperties } from '../../catalogue/paging.js'
import { imagesResponse } from '@print-shop/shop-domain/responses/catalogue'
import { queryText } from '../../catalogue/query-schemas.js'
import { invalid } from '../../lib/http-error.js'
import { document } from '../../lib/jsonapi.js'
import { oneOf } from '@print-shop/shop-domain/schema'

/** A shopper picks at most this many colours at once. */
const MAX_COLOURS = 5
const ORIENTATION = `(${ORIENTATIONS.join('|')})`

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** `filter[colors]`: palette colours, with or without '#', any case. */
function colours(value: string | undefined): string[] {
  const picked = [...new Set(list(value).map((colour) => colour.replace(/^#/, '').toLowerCase()))]
  if (picked.length > MAX_COLOURS)
    throw invalid('filter[colors]', 'validation.max_items', { limit: MAX_COLOURS })
  if (!picked.every(isPaletteColour)) throw invalid('filter[colors]', 'validation.invalid_value')
  return picked
}

/**
 * GET /images: the catalogue, filtered, sorted and paged. With `per_page=10&filter[search]=…` it is
 * the storefront's product search. Kept between catalogue changes (plugins/catalogue-cache.ts).
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  const kept = app.catalogueCache.hooks()
  app.get(
    '/',
    {
      preHandler: kept.preHandler,
      onSend: kept.onSend,
      schema: {
        querystring: Type.Object({
          'filter[search]': Type.Optional(queryText(200)),
          'filter[category]': Type.Optional(queryText(200)),
          'filter[subcategory]': Type.Optional(queryText(200)),
          'filter[orientation]': Type.Optional(
            Type.String({ pattern: `^(\\s*${ORIENTATION}\\s*(,\\s*${ORIENTATION}\\s*)*)?$` }),
          ),
          'filter[colors]': Type.Optional(queryText(200)),
          /** `filter[id]=31,32`: only these images (up to 100), e.g. to check a grid's live prices. */
          'filter[id]': Type.Optional(
            Type.String({ pattern: '^\\s*\\d{1,9}(\\s*,\\s*\\d{1,9}){0,99}\\s*$' }),
          ),
          sort: Type.Optional(oneOf(IMAGE_SORTS)),
          /** `colors`: meta.facets.colors counts, per palette colour, the images a shopper would see. */
          facets: Type.Optional(oneOf(['colors'])),
          ...pagingProperties(24, 100),
        }),
        response: imagesResponse,
      },
    },
    async (request) => {
      const { query } = request
      const filters: ImageFilters = {
        search: query['filter[search]'],
        category: query['filter[category]'] || undefined,
        subcategory: query['filter[subcategory]'] || undefined,
        // The pattern lets only orientations through; the guard tells the types so.
        orientations: list(query['filter[orientation]']).filter(isOrientation),
        colors: colours(query['filter[colors]']),
        ids: list(query['filter[id]']).map(Number),
      }
      const [{ rows, total }, colors] = await Promise.all([
        findImages(app.db, filters, {
          locale: request.locale,
          sort: query.sort,
          page: query.page,
          perPage: query.per_page,
        }),
        query.facets === 'colors' ? colourCounts(app.db, filters, request.locale) : undefined,
      ])
      const meta = pageMeta(total, query.page, query.per_page)
      return document(await imageResources(request, rows), {
        meta: colors ? { ...meta, facets: { colors } } : meta,
      })
    },
  )
}

export default route
