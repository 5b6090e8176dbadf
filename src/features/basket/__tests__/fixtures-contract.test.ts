/** @jest-environment node */
import { basketDocument as basketDocumentSchema } from '@print-shop/shop-domain/responses/basket'
import { contractProblems } from '../../../testing/contract'
import { uploadResource } from '../../own-photos/testing/upload-documents'
import { basketIncluded } from '../testing/basket-contract'
import { basketDocument } from '../testing/basket-document'

describe("the basket's fixtures answer as the API's response schemas say", () => {
  it('an empty basket', () => {
    expect(contractProblems(basketDocument(), basketDocumentSchema, basketIncluded)).toEqual([])
  })

  it('two prints of two pictures, with a coupon, and an own photo included', () => {
    const document = basketDocument(
      [
        { id: '11', quantity: 2 },
        { id: '12', imageId: '32', formatType: 'crop', x: 0, y: 10 },
      ],
      { discount: 9800, coupon: { code: 'JARO10', applied: true } },
    )
    const withUpload = { ...document, included: [...document.included, uploadResource()] }
    expect(contractProblems(withUpload, basketDocumentSchema, basketIncluded)).toEqual([])
  })
})
