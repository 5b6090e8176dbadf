import { Type, type Static } from 'typebox'
import { lineField } from '@print-shop/shop-domain/schema'

/** The owner's picture calls' bodies: the API validates them, `npm run shop -- pictures` sends them. */

/** The largest original accepted, in bytes (sent base64, a third larger). */
export const MAX_PICTURE_BYTES = 30 * 1024 * 1024
export const MAX_NAME_LENGTH = 100
export const MAX_DESCRIPTION_LENGTH = 1000
const MAX_SUBCATEGORIES = 10

const inEveryLanguage = (maxLength: number) =>
  Type.Object(
    {
      cs: lineField(maxLength),
      sk: lineField(maxLength),
      de: lineField(maxLength),
      en: lineField(maxLength),
    },
    { additionalProperties: false },
  )

const inSomeLanguages = (maxLength: number) => Type.Partial(inEveryLanguage(maxLength))

const subcategorySlugs = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  minItems: 1,
  maxItems: MAX_SUBCATEGORIES,
})

/** POST /owner/pictures: a new picture, its bytes base64, its texts in all four languages. */
export const newImageBody = Type.Object(
  {
    picture: Type.String({ minLength: 1, maxLength: Math.ceil(MAX_PICTURE_BYTES / 3) * 4 }),
    name: inEveryLanguage(MAX_NAME_LENGTH),
    description: inEveryLanguage(MAX_DESCRIPTION_LENGTH),
    subcategories: subcategorySlugs,
    author: Type.Optional(lineField(200, 0)),
    licence: Type.Optional(lineField(200, 0)),
    source: Type.Optional(lineField(500, 0)),
  },
  { additionalProperties: false },
)
export type NewImageBody = Static<typeof newImageBody>

/** PATCH /owner/pictures/{id}: any of the texts in any languages, and where it is filed. */
export const imageChangeBody = Type.Object(
  {
    name: Type.Optional(inSomeLanguages(MAX_NAME_LENGTH)),
    description: Type.Optional(inSomeLanguages(MAX_DESCRIPTION_LENGTH)),
    subcategories: Type.Optional(subcategorySlugs),
  },
  { additionalProperties: false },
)
export type ImageChangeBody = Static<typeof imageChangeBody>
