/** @jest-environment node */
import { uploadsDocument as uploadsSchema } from '@print-shop/shop-domain/responses/uploads'
import { contractProblems } from '../../../testing/contract'
import { uploadsDocument } from '../testing/upload-documents'

it("the own photos' fixture answers as the API's response schema says", () => {
  const document = uploadsDocument([{ id: 'x1' }, { id: 'x2', ordered: true }])
  expect(contractProblems(document, uploadsSchema)).toEqual([])
})
