import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import {
  camelCase,
  camelCased,
  flatten,
  type CamelCase,
  type CamelCased,
  type Flat,
} from '@print-shop/shop-domain/camel-case'
import { nullable, resourceSchema } from '@print-shop/shop-domain/responses/jsonapi'

/** Compiles only when the two types are the same (checked by `tsc -p packages/shop-domain`). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const same = <A, B>(proof: Same<A, B>) => proof

test('a wire name camel-cases the same at run time and in its type', () => {
  const name = camelCase('per_square_metre')
  same<typeof name, 'perSquareMetre'>(true)
  assert.equal(name, 'perSquareMetre')
  assert.equal(camelCase('qr_payment'), 'qrPayment')
  assert.equal(camelCase('width_mm'), 'widthMm')
  assert.equal(camelCase('line_2'), 'line2')
  assert.equal(camelCase('name'), 'name')
  same<CamelCase<'free_from'>, 'freeFrom'>(true)
  same<CamelCase<string>, string>(true)
})

test('keys camel-case at every depth, lists and nulls included; values stay', () => {
  const wire = {
    production_days: 3,
    sizes: [{ width_mm: 300, height_mm: 200 }],
    custom_price: null,
    status_history: [{ status: 'new', created_at: '2026-03-05' }],
    colors: ['dark_blue'],
  }
  const read = camelCased(wire)
  assert.deepEqual(read, {
    productionDays: 3,
    sizes: [{ widthMm: 300, heightMm: 200 }],
    customPrice: null,
    statusHistory: [{ status: 'new', createdAt: '2026-03-05' }],
    colors: ['dark_blue'],
  })
  same<
    CamelCased<{
      custom_price: { per_square_metre: number } | null
      sizes?: { width_mm: number }[]
    }>,
    { customPrice: { perSquareMetre: number } | null; sizes?: { widthMm: number }[] }
  >(true)
})

const layoutResource = resourceSchema({
  name: Type.String(),
  min_side_mm: Type.Integer(),
  custom_price: nullable(Type.Object({ base: Type.Integer(), per_square_metre: Type.Integer() })),
  description: Type.Optional(Type.String()),
})

test("a resource flattens to its id, type and camel-cased attributes, typed from the schema's Static", () => {
  const resource: Static<typeof layoutResource> = {
    type: 'layouts',
    id: '4',
    attributes: {
      name: 'Plátno',
      min_side_mm: 200,
      custom_price: { base: 10, per_square_metre: 5 },
    },
    relationships: { papers: { data: [{ type: 'papers', id: '1' }] } },
  }
  assert.ok(Value.Check(layoutResource, resource))
  const layout = flatten(resource)
  assert.deepEqual(layout, {
    id: '4',
    type: 'layouts',
    name: 'Plátno',
    minSideMm: 200,
    customPrice: { base: 10, perSquareMetre: 5 },
  })
  same<
    Flat<typeof resource>,
    Omit<
      {
        name: string
        minSideMm: number
        customPrice: { base: number; perSquareMetre: number } | null
        description?: string
      },
      'id' | 'type'
    > & { id: string; type: string }
  >(true)
  // @ts-expect-error The wire name is gone: a reader of the flat resource cannot use it.
  assert.equal(layout.min_side_mm, undefined)
})

test("the resource's own id and type win over attributes of the same name", () => {
  assert.deepEqual(
    flatten({ type: 'papers', id: '1', attributes: { id: 'x', type: 'y', slug: 'mat' } }),
    {
      id: '1',
      type: 'papers',
      slug: 'mat',
    },
  )
  assert.deepEqual(flatten({ type: 'papers', id: '2' }), { id: '2', type: 'papers' })
})
