import type { DeliveryMethodsDocument } from '@print-shop/shop-domain/responses/delivery'
import { flatten, MAX_VISITS, type JsonApiDocument, type Resource } from '../jsonapi'

describe('flatten', () => {
  it('puts attributes and id on one level and resolves relationships from included', () => {
    const document: JsonApiDocument<Resource> = {
      data: {
        type: 'users',
        id: '7',
        attributes: { first_name: 'Jana', email: 'jana@example.cz' },
        relationships: { avatar: { data: { type: 'avatars', id: '7' } } },
      },
      included: [{ type: 'avatars', id: '7', attributes: { initial: 'J', media_url: null } }],
    }
    expect(flatten(document)).toEqual({
      id: '7',
      type: 'users',
      firstName: 'Jana',
      email: 'jana@example.cz',
      avatar: { id: '7', type: 'avatars', initial: 'J', mediaUrl: null },
    })
  })

  it("types the flat resource from the contract's schema: camelCase names, no wire names", () => {
    const document: DeliveryMethodsDocument = {
      data: [
        {
          type: 'delivery_methods',
          id: '1',
          attributes: {
            slug: 'ppl',
            kind: 'courier',
            carrier: 'ppl',
            name: 'PPL',
            description: '',
            price: 12900,
            free_from: null,
            currency: 'CZK',
            countries: ['CZ'],
            excluded_countries: [],
            needs_pickup_point: false,
            transit_days: 1,
          },
        },
      ],
    }
    const [method] = flatten(document)
    expect(method?.needsPickupPoint).toBe(false)
    expect(method?.freeFrom).toBeNull()
    // @ts-expect-error The wire name is not the storefront's.
    expect(method?.transit_days).toBeUndefined()
  })

  it('flattens lists, to-many relationships, empty relations and identifiers missing from included, names camel-cased', () => {
    const document: JsonApiDocument<Resource[]> = {
      data: [
        {
          type: 'baskets',
          id: 'b1',
          attributes: {},
          relationships: {
            basket_items: {
              data: [
                { type: 'basket_items', id: '1' },
                { type: 'basket_items', id: '2' },
              ],
            },
            delivery_method: { data: null },
          },
        },
      ],
      included: [{ type: 'basket_items', id: '1', attributes: { quantity: 2 } }],
    }
    expect(flatten(document)).toEqual([
      {
        id: 'b1',
        type: 'baskets',
        basketItems: [
          { id: '1', type: 'basket_items', quantity: 2 },
          { id: '2', type: 'basket_items' },
        ],
        deliveryMethod: null,
      },
    ])
  })

  it(`stops a relationship cycle after ${MAX_VISITS} visits`, () => {
    const document: JsonApiDocument<Resource> = {
      data: {
        type: 'nodes',
        id: 'a',
        attributes: {},
        relationships: { next: { data: { type: 'nodes', id: 'b' } } },
      },
      included: [
        {
          type: 'nodes',
          id: 'b',
          attributes: {},
          relationships: { next: { data: { type: 'nodes', id: 'a' } } },
        },
      ],
    }
    let depth = 0
    let node = flatten<Resource>(document) as { next?: unknown } | undefined
    while (node && typeof node.next === 'object' && node.next) {
      depth += 1
      node = node.next as { next?: unknown }
    }
    // 50 resolved objects, then the bare identifier of the 51st
    expect(depth).toBe(MAX_VISITS + 1)
    expect(node).toEqual({ id: expect.any(String), type: 'nodes' })
  })
})
