import { isIndexable } from '../../node/sitemap'
import { shouldNoindex } from '../../lib/seo'
import { isPrivatePath, paths } from '../paths'

test('the upload page is public, one upload in the configurator is its owner’s', () => {
  expect(isPrivatePath(paths.ownPhotos)).toBe(false)
  expect(isPrivatePath(paths.ownPhoto('a1b2c3'))).toBe(true)
  // The client-only page as Gatsby lists it: neither in the sitemap nor indexed.
  expect(isIndexable('/vlastni-fotografie/[id]/')).toBe(false)
  expect(isIndexable(paths.ownPhotos)).toBe(true)
  expect(shouldNoindex(paths.ownPhoto('a1b2c3'))).toBe(true)
  expect(paths.ownPhoto('a/b')).toBe('/vlastni-fotografie/a%2Fb')
})
