import { LOCALES } from '@print-shop/shop-domain/locales'
import { languages } from '../languages'

// gatsby-config.ts reads this list, and Gatsby compiles it without the workspace's TypeScript
// packages, so the site keeps its own copy: it must be the API's list, in the same order.
it('the site is built in the languages the API speaks, Czech first', () => {
  expect([...languages]).toEqual([...LOCALES])
})
