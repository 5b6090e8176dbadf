/** @jest-environment node */
import {
  addressDocument as addressSchema,
  addressesDocument as addressesSchema,
} from '@print-shop/shop-domain/responses/accounts'
import { contractProblems } from '../../../testing/contract'
import { addressBook, addressDocument, janaHome, janaOffice } from '../testing/address-documents'

describe("the address book's fixtures answer as the API's response schemas say", () => {
  it('GET /me/addresses and one saved address', () => {
    expect(contractProblems(addressBook(janaHome, janaOffice), addressesSchema)).toEqual([])
    expect(contractProblems(addressDocument(janaOffice), addressSchema)).toEqual([])
  })
})
