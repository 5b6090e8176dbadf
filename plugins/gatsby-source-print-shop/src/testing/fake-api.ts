/** A stand-in for the commerce API's catalogue calls, in the API's own JSON:API shapes. */
import type { JsonApiDocument, Resource } from '../jsonapi'

export const API = 'http://api.test/v1'

const names: Record<string, string[]> = {
  cs: ['Příroda', 'Hory', 'Západ slunce'],
  en: ['Nature', 'Mountains', 'Sunset'],
}

function image(id: number, language: string): Resource {
  return {
    type: 'images',
    id: String(id),
    attributes: {
      name: `${names[language]![2]} ${id}`,
      media_url: `${API}/media/${id}`,
      width: 2048,
      height: 1365,
      from_price: language === 'cs' ? 1200 : 50,
      currency: language === 'cs' ? 'CZK' : 'EUR',
      is_favorite: false,
    },
    relationships: {
      categories: { data: [{ type: 'categories', id: '1' }] },
      subcategories: { data: [{ type: 'subcategories', id: '10' }] },
    },
  }
}

/** A delivery method priced in the language's currency, as the API sends it. */
function deliveryMethod(
  id: string,
  slug: string,
  countries: string[],
  excluded: string[],
  language: string,
): Resource {
  const czech = language === 'cs'
  return {
    type: 'delivery_methods',
    id,
    attributes: {
      slug,
      kind: 'courier',
      carrier: 'dpd',
      name: `${slug} (${language})`,
      description: '',
      price: czech ? 79_00 : 3_20,
      free_from: czech ? 1500_00 : 60_00,
      currency: czech ? 'CZK' : 'EUR',
      countries,
      excluded_countries: excluded,
      needs_pickup_point: false,
      transit_days: 2,
    },
  }
}

export interface FakeApiOptions {
  images?: number
  /** Paths (without query) that answer with this status. */
  failing?: Record<string, number>
}

/** Answers like the API: `per_page`/`page` on lists, texts in the Accept-Language. */
export function fakeApi({ images = 5, failing = {} }: FakeApiOptions = {}) {
  const calls: Array<{ url: string; language: string }> = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const language = new Headers(init?.headers).get('Accept-Language') ?? 'cs'
    calls.push({ url: url.toString(), language })
    const path = url.pathname.replace('/v1', '')
    if (failing[path]) return new Response('{"message":"boom"}', { status: failing[path] })
    const [category, subcategory] = names[language]!
    const page = Number(url.searchParams.get('page') ?? 1)
    const perPage = Number(url.searchParams.get('per_page') ?? 24)
    const all = Array.from({ length: images }, (_, index) => image(index + 1, language))
    const list = (items: Resource[]): JsonApiDocument => ({
      data: items.slice((page - 1) * perPage, page * perPage),
      meta: {
        total: items.length,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(items.length / perPage)),
      },
    })
    const categoryResource: Resource = {
      type: 'categories',
      id: '1',
      attributes: { name: 'FOTO', slug: 'priroda', title: category, short_name: category },
      relationships: {
        subcategories: { data: [{ type: 'subcategories', id: '10' }] },
        image: { data: { type: 'images', id: '2' } },
      },
    }
    const subcategoryResource: Resource = {
      type: 'subcategories',
      id: '10',
      attributes: { slug: 'hory', name: subcategory },
      relationships: { category: { data: { type: 'categories', id: '1' } } },
    }
    const documents: Record<string, JsonApiDocument> = {
      '/categories': { data: [categoryResource], included: [subcategoryResource] },
      '/subcategories': { data: [subcategoryResource], included: [categoryResource] },
      '/images': list(all),
      '/images/1': {
        data: all[0]!,
        included: [
          {
            type: 'layouts',
            id: '1',
            attributes: {
              slug: 'photo',
              name: 'Foto',
              sizes: [{ width_mm: 100, height_mm: 150, price: 1200 }],
              custom_price: { base: 200, per_square_metre: 147_000 },
            },
            relationships: { papers: { data: [{ type: 'papers', id: '3' }] } },
          },
          { type: 'papers', id: '3', attributes: { slug: 'glossy', name: 'Lesklý' } },
          categoryResource,
        ],
      },
      '/homepage/carousel_items': {
        data: [
          {
            type: 'carousel_items',
            id: '1',
            attributes: { title: 'Akce', button_label: 'Více' },
            relationships: { image: { data: { type: 'images', id: '3' } } },
          },
        ],
        included: [all[2]!],
      },
      '/homepage/banners': { data: [] },
      '/promotions': { data: [] },
      '/homepage/promoted_categories': { data: [categoryResource] },
      '/homepage/recommended_categories': { data: [] },
      '/homepage/popular_products': list(all),
      '/delivery_methods': {
        data: [
          deliveryMethod('1', 'zasilkovna', ['CZ'], [], language),
          deliveryMethod('2', 'dpd-eu', [], ['CZ', 'SK'], language),
        ],
        meta: { total: 2 },
      },
      '/shop': {
        data: {
          type: 'shop',
          id: 'shop',
          attributes: {
            name: 'Obrazárna',
            company_name: 'Obrazárna s.r.o.',
            bank_accounts: {
              czk: { holder: 'Obrazárna s.r.o.', account: '2801234578/2010' },
              eur: { holder: 'Obrazárna s.r.o.', account: null },
            },
            print_quality: { good_dpi: 200, acceptable_dpi: 120 },
            own_photos: { max_megabytes: 100, keep_days: 30 },
          },
        },
      },
    }
    const body = documents[path]
    if (!body) return new Response('{"message":"Not found"}', { status: 404 })
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/vnd.api+json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

/** Gatsby's helpers, deterministic and readable. */
export const helpers = {
  createNodeId: (key: string) => `node:${key}`,
  createContentDigest: (input: unknown) => JSON.stringify(input),
}
