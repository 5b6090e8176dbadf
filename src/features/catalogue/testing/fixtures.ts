import type { CatalogueImage } from '../types'

export function catalogueImage(overrides: Partial<CatalogueImage> = {}): CatalogueImage {
  return {
    apiId: '31',
    name: 'Západ slunce nad hřebeny',
    fromPrice: 120000,
    currency: 'CZK',
    mediaUrl: 'http://api.test/v1/media/31',
    width: 2048,
    height: 1365,
    colors: ['bfbfbf', '4e342e'],
    ...overrides,
  }
}
