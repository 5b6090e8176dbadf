/** @jest-environment node */
import {
  categoryResource,
  imageDocument as imageDocumentSchema,
  imagesDocument as imagesDocumentSchema,
  layoutResource,
  paperResource,
  subcategoryResource,
} from '@print-shop/shop-domain/responses/catalogue'
import { contractProblems } from '../../../testing/contract'
import { imageDocument, pricesDocument } from '../testing/image-document'

const included = {
  categories: categoryResource,
  subcategories: subcategoryResource,
  layouts: layoutResource,
  papers: paperResource,
}

describe("the catalogue's fixtures answer as the API's response schemas say", () => {
  it('GET /images/{id}', () => {
    expect(contractProblems(imageDocument(), imageDocumentSchema, included)).toEqual([])
  })

  it('GET /images', () => {
    expect(contractProblems(pricesDocument({ '31': 120000 }), imagesDocumentSchema)).toEqual([])
  })

  it('catches a fixture that drifts', () => {
    const drifted = imageDocument()
    const { from_price: _price, ...attributes } = drifted.data.attributes
    const problems = contractProblems(
      { ...drifted, data: { ...drifted.data, attributes } },
      imageDocumentSchema,
      included,
    )
    expect(problems).toEqual([expect.stringMatching(/from_price/)])
  })
})
