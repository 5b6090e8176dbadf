/**
 * @jest-environment node
 */
import { createContentDigest } from 'gatsby-core-utils'
import { catalogueChanges, catalogueEntries, describeChanges } from '../digest'
import type { JsonApiDocument, Resource } from '../jsonapi'

const image = (id: string, name: string, fromPrice: number): Resource => ({
  type: 'images',
  id,
  attributes: { name, from_price: fromPrice, is_favorite: false },
  relationships: { subcategories: { data: [{ type: 'subcategories', id: '1' }] } },
})
const list = (...data: Resource[]): JsonApiDocument => ({ data })
const entries = (documents: Array<[string, JsonApiDocument]>) =>
  catalogueEntries(documents, 'cs', createContentDigest)

describe('what the rebuild says changed', () => {
  const layouts = list({ type: 'layouts', id: '1', attributes: { name: 'Fotografie' } })
  const before = entries([
    [
      'cs /images?page=1',
      list(image('1', 'Hory', 290), image('2', 'Les', 290), image('3', 'Moře', 290)),
    ],
    ['cs /layouts', layouts],
  ])

  it('names pictures added, changed and removed, not those a new picture only moved down', () => {
    const after = entries([
      ['cs /images?page=1', list(image('9', 'Nová', 290), image('1', 'Hory', 290))],
      ['cs /images?page=2', list(image('2', 'Les', 199))],
      ['cs /layouts', layouts],
      ['en /images?page=1', list(image('1', 'Mountains', 8))],
    ])
    const changes = catalogueChanges(before, after)
    expect(changes.get('images')).toEqual({ added: ['9'], changed: ['2'], removed: ['3'] })
    expect(changes.get('layouts')).toBeUndefined()
    expect(describeChanges(changes)).toBe('pictures: 1 added (9), 1 changed (2), 1 removed (3)')
  })

  it('ignores what a visitor adds and the order documents were read in', () => {
    const favourite = {
      ...image('1', 'Hory', 290),
      attributes: { name: 'Hory', from_price: 290, is_favorite: true },
    }
    const popular = list(image('2', 'Les', 290))
    const one = entries([
      ['cs /images?page=1', list(favourite, image('2', 'Les', 290), image('3', 'Moře', 290))],
      ['cs /homepage/popular_products', popular],
      ['cs /layouts', layouts],
    ])
    const other = entries([
      ['cs /layouts', layouts],
      ['cs /homepage/popular_products', popular],
      [
        'cs /images?page=1',
        list(image('1', 'Hory', 290), image('2', 'Les', 290), image('3', 'Moře', 290)),
      ],
    ])
    expect(other).toEqual(one)
    expect(describeChanges(catalogueChanges(before, one))).toBe(
      'no entry of the first language differs',
    )
  })

  it('counts other entries by type', () => {
    const renamed = entries([
      [
        'cs /images?page=1',
        list(image('1', 'Hory', 290), image('2', 'Les', 290), image('3', 'Moře', 290)),
      ],
      ['cs /layouts', list({ type: 'layouts', id: '1', attributes: { name: 'Foto' } })],
    ])
    expect(describeChanges(catalogueChanges(before, renamed))).toBe('1 other entry (layouts)')
  })
})
