import { flatten, MAX_VISITS, type JsonApiDocument, type Resource } from '../jsonapi'

describe('flatten', () => {
  it('puts attributes and id on one level and resolves relationships from included', () => {
    const document: JsonApiDocument<Resource> = {
      data: {
        type: 'users',
        id: '7',
        attributes: { name: 'Jana', email: 'jana@example.cz' },
        relationships: { avatar: { data: { type: 'avatars', id: '7' } } },
      },
      included: [{ type: 'avatars', id: '7', attributes: { initial: 'J', url: null } }],
    }
    expect(flatten(document)).toEqual({
      id: '7',
      type: 'users',
      name: 'Jana',
      email: 'jana@example.cz',
      avatar: { id: '7', type: 'avatars', initial: 'J', url: null },
    })
  })

  it('flattens lists, to-many relationships, empty relations and identifiers missing from included', () => {
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
        basket_items: [
          { id: '1', type: 'basket_items', quantity: 2 },
          { id: '2', type: 'basket_items' },
        ],
        delivery_method: null,
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
    let node = flatten<{ next?: unknown }>(document) as { next?: unknown } | undefined
    while (node && typeof node.next === 'object' && node.next) {
      depth += 1
      node = node.next as { next?: unknown }
    }
    // 50 resolved objects, then the bare identifier of the 51st
    expect(depth).toBe(MAX_VISITS + 1)
    expect(node).toEqual({ id: expect.any(String), type: 'nodes' })
  })
})
