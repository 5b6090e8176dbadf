/**
 * @jest-environment node
 */
import { createContentDigest } from 'gatsby-core-utils'
import { catalogueChanges, catalogueEntries, describeChanges } from '../digest'
import type { CatalogueNode } from '../jsonapi'

const node = (type: string, apiId: string, fields: Record<string, unknown>, language = 'cs') =>
  ({
    id: `${type}-${apiId}-${language}`,
    apiId,
    language,
    parent: null,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
    ...fields,
  }) as CatalogueNode

describe('what the rebuild says changed', () => {
  const before = [
    node('PrintShopImage', '1', { name: 'Hory', fromPrice: 29000, rank: 0 }),
    node('PrintShopImage', '2', { name: 'Les', fromPrice: 29000, rank: 1 }),
    node('PrintShopImage', '3', { name: 'Moře', fromPrice: 29000, rank: 2 }),
    node('PrintShopLayout', '1', { name: 'Fotografie', position: 0 }),
  ]
  const after = [
    node('PrintShopImage', '9', { name: 'Nová', fromPrice: 29000, rank: 0 }),
    node('PrintShopImage', '1', { name: 'Hory', fromPrice: 29000, rank: 1 }),
    node('PrintShopImage', '2', { name: 'Les', fromPrice: 19900, rank: 2 }),
    node('PrintShopLayout', '1', { name: 'Fotografie', position: 0 }),
    node('PrintShopImage', '2', { name: 'Forest', fromPrice: 800, rank: 2 }, 'en'),
  ]
  const changes = catalogueChanges(
    catalogueEntries(before, 'cs', createContentDigest),
    catalogueEntries(after, 'cs', createContentDigest),
  )

  it('names pictures added, changed and removed, not those a new picture only moved down', () => {
    expect(changes.get('PrintShopImage')).toEqual({ added: ['9'], changed: ['2'], removed: ['3'] })
    expect(changes.get('PrintShopLayout')).toBeUndefined()
    expect(describeChanges(changes)).toBe('pictures: 1 added (9), 1 changed (2), 1 removed (3)')
  })

  it('counts other entries by type and says when nothing in the first language differs', () => {
    const renamed = [...before.slice(0, 3), node('PrintShopLayout', '1', { name: 'Foto' })]
    const layoutOnly = catalogueChanges(
      catalogueEntries(before, 'cs', createContentDigest),
      catalogueEntries(renamed, 'cs', createContentDigest),
    )
    expect(describeChanges(layoutOnly)).toBe('1 other entry (Layout)')
    expect(describeChanges(new Map())).toBe('no entry of the first language differs')
  })
})
