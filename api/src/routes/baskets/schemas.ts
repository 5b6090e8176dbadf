import { FORMAT_TYPES, MAX_QUANTITY } from '../../basket/configuration.js'

/** A uuid that is not one cannot be a basket: 404 like an unknown one. */
export const basketParams = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid'],
  properties: { uuid: { type: 'string', format: 'uuid' } },
} as const

export const itemParams = {
  type: 'object',
  additionalProperties: false,
  required: ['uuid', 'itemId'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    itemId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const
/** Sides in mm; the layout's own range is checked in code, with a message in cm. */
const side = { type: 'integer', minimum: 1, maximum: 10_000 } as const
const coordinate = { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 } as const

/**
 * A basket item as the client sends it. Read-only fields such as total_price are dropped by the
 * validator (the server prices every item itself).
 */
export const itemFields = {
  image_id: id,
  layout_id: id,
  paper_id: id,
  custom_width: side,
  custom_height: side,
  format_type: { type: 'string', enum: [...FORMAT_TYPES] },
  coordinate_x: coordinate,
  coordinate_y: coordinate,
  quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
} as const

export interface ItemBody {
  image_id: number
  layout_id: number
  paper_id: number
  custom_width: number
  custom_height: number
  format_type: 'original' | 'crop'
  coordinate_x?: number | null
  coordinate_y?: number | null
  quantity?: number
}

export interface BasketParams {
  uuid: string
}
export interface ItemParams extends BasketParams {
  itemId: number
}
