/** The API's `uploads` resources (JSON:API), as GET /uploads and the basket and orders include them. */
import type { UploadResource, UploadsDocument } from '@print-shop/shop-domain/responses/uploads'

export const API = 'http://localhost:4000/v1'

export interface UploadOptions {
  id?: string
  fileName?: string
  width?: number
  height?: number
  ordered?: boolean
}

export function uploadResource({
  id = 'a1b2c3d4e5',
  fileName = 'IMG_4021.jpg',
  width = 6000,
  height = 4000,
  ordered = false,
}: UploadOptions = {}): UploadResource {
  return {
    type: 'uploads',
    id,
    attributes: {
      file_name: fileName,
      size_bytes: 12_400_000,
      format: 'jpeg',
      width,
      height,
      created_at: '2026-11-29T10:00:00.000Z',
      expires_at: ordered ? null : '2026-12-29T10:00:00.000Z',
      ordered,
      media_url: `${API}/uploads/${id}/media`,
    },
  }
}

/** GET /uploads: the shopper's photos, newest first, and how long the ones not ordered are kept. */
export function uploadsDocument(uploads: UploadOptions[], keepDays = 30): UploadsDocument {
  return { data: uploads.map(uploadResource), meta: { keep_days: keepDays } }
}

/** GET /uploads/{id}: the upload with one canvas layout and its paper, as GET /images/{id} has them. */
export function uploadDetailDocument(options: UploadOptions = {}) {
  const upload = uploadResource(options)
  return {
    data: {
      ...upload,
      attributes: { ...upload.attributes, from_price: 49000 },
      relationships: { layouts: { data: [{ type: 'layouts', id: '3' }] } },
    },
    included: [
      {
        type: 'layouts',
        id: '3',
        attributes: {
          slug: 'platno',
          name: 'Obraz na plátně',
          description: '',
          min_side_mm: 200,
          max_side_mm: 1500,
          sizes: [
            { width_mm: 600, height_mm: 400, price: 149000 },
            { width_mm: 300, height_mm: 200, price: 79000 },
          ],
          custom_price: { base: 50000, per_square_metre: 300000 },
          currency: 'CZK',
          production_days: 4,
          edge_mm: 20,
        },
        relationships: { papers: { data: [{ type: 'papers', id: '5' }] } },
      },
      {
        type: 'papers',
        id: '5',
        attributes: {
          slug: 'platno',
          name: 'Bavlněné plátno',
          description: '',
          surcharge_percent: 0,
        },
      },
    ],
  }
}
