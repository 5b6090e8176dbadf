import type { FeedCatalogue, FeedDeliveryMethod, FeedLayout, FeedPicture } from '../catalogue'

export const SITE_URL = 'https://www.obrazarna.test'

/** A name with every character XML gives a meaning to. */
export const TRICKY_NAME = `Tom & Jerry's <"Molo"> at dawn`

const languages = ['cs', 'sk', 'de', 'en'] as const
const eur = (language: string) => language !== 'cs'

const picture = (
  apiId: string,
  language: string,
  name: string,
  pixels: { width: number; height: number },
): FeedPicture => ({
  apiId,
  language,
  name,
  description: `${name}: ${language}`,
  url: `https://api.obrazarna.test/v1/media/${apiId}/1080.jpg`,
  mediaUrl: `https://api.obrazarna.test/v1/media/${apiId}`,
  ...pixels,
  scalable: false,
  categories: [{ apiId: '3', title: language === 'cs' ? 'Příroda' : `Nature ${language}` }],
  subcategories: [
    { name: 'Elsewhere', category: { apiId: '9' } },
    { name: language === 'cs' ? 'Voda a moře' : `Water ${language}`, category: { apiId: '3' } },
  ],
})

/** Photo prints from 15 × 10 cm; canvases from 60 × 40 cm, which a small picture prints badly. */
const layouts = (language: string): FeedLayout[] => [
  {
    apiId: '1',
    language,
    name: language === 'cs' ? 'Fotografie' : `Photo ${language}`,
    minSideMm: 100,
    maxSideMm: 750,
    sizes: [
      { widthMm: 300, heightMm: 200, price: eur(language) ? 340 : 7900 },
      { widthMm: 150, heightMm: 100, price: eur(language) ? 50 : 1200 },
    ],
    productionDays: 2,
    papers: [{ surchargePercent: 10 }, { surchargePercent: 0 }],
  },
  {
    apiId: '3',
    language,
    name: language === 'cs' ? 'Obraz na plátně' : `Canvas ${language}`,
    minSideMm: 300,
    maxSideMm: 1200,
    sizes: [
      { widthMm: 600, heightMm: 400, price: eur(language) ? 4200 : 99900 },
      { widthMm: 900, heightMm: 600, price: eur(language) ? 6200 : 149900 },
    ],
    productionDays: 4,
    papers: [{ surchargePercent: 0 }],
  },
]

const method = (
  language: string,
  slug: string,
  kind: string,
  carrier: string | null,
  prices: { czk: number; eur: number },
  countries: string[],
  excludedCountries: string[] = [],
): FeedDeliveryMethod => ({
  apiId: slug,
  language,
  slug,
  kind,
  carrier,
  name: `${slug} (${language})`,
  price: eur(language) ? prices.eur : prices.czk,
  countries,
  excludedCountries,
  transitDays: kind === 'personal_collection' ? 0 : 2,
})

const methods = (language: string) => [
  method(language, 'zasilkovna', 'pickup_point', 'zasilkovna', { czk: 7900, eur: 320 }, ['CZ']),
  method(language, 'ppl', 'courier', 'ppl', { czk: 12900, eur: 520 }, ['CZ']),
  method(language, 'osobni-odber', 'personal_collection', null, { czk: 0, eur: 0 }, []),
  method(language, 'packeta-sk', 'pickup_point', 'packeta', { czk: 9900, eur: 390 }, ['SK']),
  method(language, 'dpd-eu', 'courier', 'dpd', { czk: 31900, eur: 1290 }, [], ['CZ', 'SK']),
]

/**
 * A small catalogue in every language: picture 7 (large, a tricky name) prints well in both
 * layouts; picture 8 (800 × 600 px) only as a photo print.
 */
export function feedCatalogue(): FeedCatalogue {
  return {
    images: {
      nodes: languages.flatMap((language) => [
        picture('7', language, TRICKY_NAME, { width: 6000, height: 4000 }),
        picture('8', language, `Small ${language}`, { width: 800, height: 600 }),
      ]),
    },
    layouts: { nodes: languages.flatMap(layouts) },
    deliveryMethods: { nodes: languages.flatMap(methods) },
    facts: { name: 'Obrazárna', printQuality: { goodDpi: 200, acceptableDpi: 120 } },
  }
}

/**
 * `catalogue` as Gatsby's node store holds it after the source plugin (its `schema.ts`): a node per
 * picture, layout, paper, category and subcategory in each language, linked ones by node id, and a
 * rank from the order given.
 */
export function catalogueNodes(catalogue: FeedCatalogue) {
  const nodes = new Map<string, Record<string, unknown>>()
  const byType = new Map<string, Record<string, unknown>[]>()
  const add = (type: string, id: string, fields: Record<string, unknown>) => {
    if (nodes.has(id)) return id
    const node = { id, internal: { type }, ...fields }
    nodes.set(id, node)
    byType.set(type, [...(byType.get(type) ?? []), node])
    return id
  }
  // Reversed in the store: the reading must sort by rank.
  const ranked = <Item>(items: readonly Item[]) =>
    items.map((item, rank) => ({ item, rank })).reverse()
  for (const { item: image, rank } of ranked(catalogue.images.nodes)) {
    const { categories, subcategories, ...fields } = image
    add('PrintShopImage', `image-${image.language}-${image.apiId}`, {
      ...fields,
      rank,
      categories: categories.map((category) =>
        add('PrintShopCategory', `category-${image.language}-${category.apiId}`, category),
      ),
      subcategories: subcategories.map(({ category, ...subcategory }, index) =>
        add('PrintShopSubcategory', `subcategory-${image.language}-${image.apiId}-${index}`, {
          ...subcategory,
          category: category
            ? add('PrintShopCategory', `category-${image.language}-${category.apiId}`, {
                ...category,
                title: `category ${category.apiId}`,
              })
            : null,
        }),
      ),
    })
  }
  for (const { item: layout, rank } of ranked(catalogue.layouts.nodes)) {
    const { papers, ...fields } = layout
    add('PrintShopLayout', `layout-${layout.language}-${layout.apiId}`, {
      ...fields,
      rank,
      papers: papers.map((paper, index) =>
        add('PrintShopPaper', `paper-${layout.language}-${layout.apiId}-${index}`, paper),
      ),
    })
  }
  for (const { item: method, rank } of ranked(catalogue.deliveryMethods.nodes))
    add('PrintShopDeliveryMethod', `method-${method.language}-${method.apiId}`, {
      ...method,
      rank,
    })
  if (catalogue.facts) add('PrintShopFacts', 'facts-cs', { ...catalogue.facts })
  return {
    getNodesByType: (type: string) => byType.get(type) ?? [],
    getNode: (id: string) => nodes.get(id),
  }
}
