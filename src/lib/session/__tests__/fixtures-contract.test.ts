/** @jest-environment node */
import { avatarResource, userDocument } from '@print-shop/shop-domain/responses/accounts'
import { contractProblems } from '../../../testing/contract'
import { meDocument } from '../../../testing/me-document'

it("the signed-in user fixture answers as the API's response schema says", () => {
  const document = meDocument({ email_verified: false, pending_email: 'jana@novakova.cz' })
  expect(contractProblems(document, userDocument, { avatars: avatarResource })).toEqual([])
})
