import type { Currency } from '@print-shop/shop-domain/currency'
import type { ImageDocument, ImagesDocument } from '@print-shop/shop-domain/responses/catalogue'

/** GET /images/{id} as the API answers it (attributes of the page's language), for unit tests. */
export function imageDocument(
  id = '31',
  {
    name = 'Západ slunce nad hřebeny',
    fromPrice = 120000,
    currency = 'CZK',
  }: { name?: string; fromPrice?: number; currency?: Currency } = {},
): ImageDocument & { included: NonNullable<ImageDocument['included']> } {
  return {
    data: {
      type: 'images',
      id,
      attributes: {
        name,
        description: 'Poslední světlo nad horskými hřebeny.',
        url: `http://api.test/v1/media/${id}/1080.jpg`,
        media_url: `http://api.test/v1/media/${id}`,
        width: 2048,
        height: 1365,
        scalable: false,
        orientation: 'horizontal',
        colors: ['bfbfbf', '4e342e'],
        placeholder: 'data:image/webp;base64,UklGRg==',
        author: 'Jana Nováková',
        licence: '',
        from_price: fromPrice,
        currency,
        updated_at: '2026-11-20T10:00:00.000Z',
        is_favorite: false,
      },
      relationships: {
        categories: { data: [{ type: 'categories', id: '1' }] },
        subcategories: { data: [{ type: 'subcategories', id: '1' }] },
      },
    },
    included: [
      {
        type: 'categories',
        id: '1',
        attributes: {
          name: 'FOTO',
          slug: 'priroda',
          title: 'Příroda',
          short_name: 'Příroda',
          description: '',
          position: 1,
          image_count: 1,
        },
        relationships: { subcategories: { data: [{ type: 'subcategories', id: '1' }] } },
      },
      {
        type: 'subcategories',
        id: '1',
        attributes: { slug: 'hory', name: 'Hory', description: '', position: 1, image_count: 1 },
        relationships: { category: { data: { type: 'categories', id: '1' } } },
      },
      {
        type: 'layouts',
        id: '1',
        attributes: {
          slug: 'fotoobraz',
          name: 'Fotoobraz',
          description: '',
          min_side_mm: 200,
          max_side_mm: 1500,
          sizes: [{ width_mm: 300, height_mm: 200, price: 120000 }],
          custom_price: { base: 50000, per_square_metre: 290000 },
          currency,
          production_days: 3,
          edge_mm: 30,
        },
      },
    ],
  }
}

/** GET /images?filter[id]=… : these images with their "from" prices now. */
export function pricesDocument(
  prices: Record<string, number>,
  currency: Currency = 'CZK',
): ImagesDocument {
  return {
    data: Object.entries(prices).map(([id, fromPrice]) => ({
      ...imageDocument(id, { fromPrice, currency }).data,
    })),
    meta: { total: Object.keys(prices).length, per_page: 100, current_page: 1, last_page: 1 },
  }
}
