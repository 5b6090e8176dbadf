import type { ConfiguratorLayout, ConfiguratorImage } from '../types'

/** A 3000 x 2000 px landscape picture of the Czech shop (CZK). */
export const image: ConfiguratorImage = {
  apiId: '7',
  name: 'Hory',
  width: 3000,
  height: 2000,
  mediaUrl: 'https://api.test/v1/media/images/7',
  fromPrice: 1200,
  currency: 'CZK',
}

/** The API's price list of its pricing tests: a photo with custom sizes, a canvas without. */
export const layouts: ConfiguratorLayout[] = [
  {
    apiId: '1',
    name: 'Fotografie',
    minSideMm: 100,
    maxSideMm: 750,
    sizes: [
      { widthMm: 150, heightMm: 100, price: 1200 },
      { widthMm: 300, heightMm: 200, price: 7900 },
    ],
    customSizes: true,
    customPrice: { base: 200, perSquareMetre: 147_000 },
    currency: 'CZK',
    productionDays: 2,
    edgeMm: 0,
    papers: [
      { apiId: '3', name: 'Lesklý', description: 'Syté barvy', surchargePercent: 0 },
      { apiId: '4', name: 'Fine art', description: 'Bavlněný papír', surchargePercent: 35 },
    ],
  },
  {
    apiId: '2',
    name: 'Plátno',
    minSideMm: 200,
    maxSideMm: 1000,
    sizes: [
      { widthMm: 400, heightMm: 300, price: 99_000 },
      { widthMm: 300, heightMm: 300, price: 79_000 },
    ],
    customSizes: false,
    customPrice: null,
    currency: 'CZK',
    productionDays: 4,
    edgeMm: 20,
    papers: [{ apiId: '5', name: 'Bavlněné plátno', description: '', surchargePercent: 0 }],
  },
  {
    apiId: '3',
    name: 'Plakát',
    minSideMm: 210,
    maxSideMm: 1500,
    sizes: [{ widthMm: 420, heightMm: 297, price: 24_900 }],
    customSizes: true,
    customPrice: { base: 500, perSquareMetre: 99_000 },
    currency: 'CZK',
    productionDays: 2,
    edgeMm: 0,
    papers: [{ apiId: '6', name: 'Plakátový papír', description: '', surchargePercent: 0 }],
  },
]

/**
 * The layouts as a built page has them before the live API answers: no amounts but the price it
 * starts with (the first layout's first size on its first paper).
 */
export const builtLayouts: ConfiguratorLayout[] = layouts.map((layout, index) => ({
  ...layout,
  sizes: layout.sizes.map((size, position) => ({
    ...size,
    price: index === 0 && position === 0 ? size.price : null,
  })),
  customPrice: null,
  papers: layout.papers.map((paper, position) => ({
    ...paper,
    surchargePercent: index === 0 && position === 0 ? paper.surchargePercent : null,
  })),
}))
