import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Type, type Static } from 'typebox'
import {
  resourceSchema,
  toMany,
  toOne,
  type Flattened,
} from '@print-shop/shop-domain/responses/jsonapi'

const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema))

const paper = resourceSchema({ name: Type.String() })
const coupon = resourceSchema({ code: Type.String() })
const upload = resourceSchema({ file_name: Type.String() })
const item = resourceSchema(
  { quantity: Type.Integer() },
  {
    paper: toOne('papers', paper),
    upload: toOne('uploads', upload, { optional: true, partlyIncluded: true }),
  },
)
const basket = resourceSchema(
  { items_count: Type.Integer() },
  {
    basket_items: toMany('basket_items', item),
    coupon: toOne('coupons', coupon, { nullable: true }),
  },
)

test('declared relationships leave the JSON schema as it was: an open record of identifiers', () => {
  assert.deepEqual(plain(basket), plain(resourceSchema({ items_count: Type.Integer() })))
})

test('what flatten gives is typed from the declarations, as deep as they go', () => {
  const flat = {
    id: '1',
    type: 'baskets',
    itemsCount: 1,
    basketItems: [
      { id: '2', type: 'basket_items', quantity: 1, paper: { id: '3', type: 'papers', name: 'A' } },
      {
        id: '4',
        type: 'basket_items',
        quantity: 1,
        paper: { id: '3', type: 'papers', name: 'A' },
        upload: { id: '5', type: 'uploads' },
      },
    ],
    coupon: null,
  } satisfies Flattened<typeof basket>
  // @ts-expect-error a paper that is declared always included is flattened, not an identifier
  const bare: Flattened<typeof item>['paper'] = { id: '3', type: 'papers' }
  assert.ok(flat && bare)
})

test("a fixture's identifier names the declared type", () => {
  const relationships: Static<typeof item>['relationships'] = {
    paper: { data: { type: 'papers', id: '3' } },
    // Undeclared relationships pass, as the open record lets them.
    image: { data: null },
  }
  const wrong: Static<typeof item>['relationships'] = {
    // @ts-expect-error a paper relationship names papers
    paper: { data: { type: 'layouts', id: '3' } },
  }
  assert.ok(relationships && wrong)
})
