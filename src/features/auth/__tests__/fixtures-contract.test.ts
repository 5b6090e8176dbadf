/** @jest-environment node */
import { loginScreensDocument } from '@print-shop/shop-domain/responses/homepage'
import { contractProblems } from '../../../testing/contract'
import { loginScreenDocument } from '../testing/login-screen-document'

it("the login screen fixture answers as the API's response schema says", () => {
  expect(contractProblems(loginScreenDocument, loginScreensDocument)).toEqual([])
})
