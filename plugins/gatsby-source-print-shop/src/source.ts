/**
 * Reads the whole catalogue in every language and turns it into nodes: categories, subcategories,
 * every image (all pages), home-page blocks, popular products, layouts, papers and delivery methods;
 * and the shop's
 * facts (GET /shop), which every page that names the company, an account or a promise reads.
 */
import { catalogueEntries } from './digest'
import {
  asList,
  CatalogueSourceError,
  documentKey,
  fetchAllPages,
  fetchDocument,
  type ApiReader,
} from './fetch'
import {
  HOMEPAGE_CATEGORY_TYPE,
  linkIds,
  STARTING_PRICE_TYPE,
  nodeKey,
  POPULAR_PRODUCT_TYPE,
  resourceToNode,
  type CatalogueNode,
  type JsonApiDocument,
  type NodeHelpers,
  type Resource,
} from './jsonapi'

export interface CatalogueOptions extends ApiReader {
  languages: readonly string[]
  /** Images per list page while sourcing (the API allows up to 100). */
  perPage?: number
  /** How many popular products the home page and the popular-products page start with. */
  popularCount?: number
  /**
   * The catalogue digest of `recorded`, made by whoever read it (the rebuild): not made again when
   * every document comes from the recording.
   */
  recordedDigest?: string
}

const SPA = 'filter[frontend_client]=spa'

function ofType(resources: readonly Resource[] | undefined, type: string): Resource[] {
  return (resources ?? []).filter((resource) => resource.type === type)
}

async function homepageCategories(
  reader: ApiReader,
  kind: 'promoted' | 'recommended',
  language: string,
  helpers: NodeHelpers,
): Promise<CatalogueNode[]> {
  const document = await fetchDocument(reader, `/homepage/${kind}_categories?${SPA}`, language)
  return asList(document.data).map((category, position) =>
    resourceToNode(
      { type: 'homepage_categories', id: `${kind}-${category.id}`, attributes: {} },
      language,
      helpers,
      {
        type: HOMEPAGE_CATEGORY_TYPE,
        extra: {
          kind,
          position,
          category: helpers.createNodeId(nodeKey('categories', category.id, language)),
          image: linkIds(category.relationships?.image, language, helpers),
        },
      },
    ),
  )
}

/**
 * The layouts, without a page reading their amounts: a layout node says whether it makes custom
 * sizes (`customSizes`), so the pages can offer them without depending on the rate. And the one price
 * a product page shows before the live API answers (`StartingPrice`): the first layout's first size
 * on its first paper, where the configurator starts. One size's new price thus renders again only the
 * pages that show it.
 */
function layoutNodes(
  included: readonly Resource[] | undefined,
  language: string,
  helpers: NodeHelpers,
): CatalogueNode[] {
  const layouts = ofType(included, 'layouts')
  // `rank` keeps the API's order, where the configurator starts: a node created again (a new
  // price) comes last in Gatsby's store.
  const nodes = layouts.map((layout, rank) =>
    resourceToNode(layout, language, helpers, {
      extra: { customSizes: layout.attributes?.custom_price != null, rank },
    }),
  )
  const first = layouts[0]
  const size = (first?.attributes?.sizes as ReadonlyArray<Record<string, unknown>> | undefined)?.[0]
  const linked = first?.relationships?.papers?.data
  const paperId = Array.isArray(linked) ? linked[0]?.id : undefined
  const paper = ofType(included, 'papers').find((candidate) => candidate.id === paperId)
  if (!first || !size || !paper) return nodes
  const startingPrice = resourceToNode(
    {
      type: 'starting_prices',
      id: first.id,
      attributes: {
        layout_api_id: first.id,
        width_mm: size.width_mm,
        height_mm: size.height_mm,
        price: size.price,
        paper_api_id: paper.id,
        surcharge_percent: paper.attributes?.surcharge_percent ?? 0,
      },
    },
    language,
    helpers,
    { type: STARTING_PRICE_TYPE, key: `starting_price:${language}` },
  )
  return [...nodes, startingPrice]
}

/** Everything the catalogue pages of one language are built from. */
export async function loadLanguage(
  options: CatalogueOptions,
  language: string,
  helpers: NodeHelpers,
): Promise<CatalogueNode[]> {
  const toNodes = (resources: readonly Resource[]) =>
    resources.map((resource) => resourceToNode(resource, language, helpers))

  const [categories, subcategories] = await Promise.all([
    fetchDocument(options, `/categories?${SPA}`, language),
    fetchDocument(options, '/subcategories', language),
  ])
  const images = await fetchAllPages(options, '/images', language, options.perPage ?? 100)
  if (asList(categories.data).length === 0 || images.length === 0) {
    throw new CatalogueSourceError(
      `The catalogue API at ${options.apiUrl} has no ${images.length === 0 ? 'images' : 'categories'} in ${language}: refusing to publish an empty shop`,
      options.apiUrl,
    )
  }
  const [carousel, banners, promoted, recommended, popular, detail, delivery, promotions] =
    await Promise.all([
      fetchDocument(options, '/homepage/carousel_items', language),
      fetchDocument(options, '/homepage/banners', language),
      homepageCategories(options, 'promoted', language, helpers),
      homepageCategories(options, 'recommended', language, helpers),
      fetchDocument(
        options,
        `/homepage/popular_products?per_page=${options.popularCount ?? 24}&page=1`,
        language,
      ),
      // Layouts and papers come with a product's detail; every product offers the same ones.
      fetchDocument(options, `/images/${images[0]!.id}`, language),
      // Prices in the language's currency: the delivery page states what this shop charges.
      fetchDocument(options, '/delivery_methods', language),
      // Running now for the language's countries, with their ends: the pages hide them once ended.
      fetchDocument(options, '/promotions', language),
    ])

  return [
    // `rank` keeps the API's order: the top bar's (FOTO, ILUSTRACE, AKCE, then position).
    ...asList(categories.data).map((category, rank) =>
      resourceToNode(category, language, helpers, { extra: { rank } }),
    ),
    ...toNodes(asList(subcategories.data)),
    // `rank` keeps the API's order (most popular first) for the grids.
    ...images.map((image, rank) => resourceToNode(image, language, helpers, { extra: { rank } })),
    ...toNodes(asList(carousel.data)),
    ...toNodes(asList(banners.data)),
    ...promoted,
    ...recommended,
    ...asList(popular.data).map((image, position) =>
      resourceToNode(
        { type: 'popular_products', id: image.id, attributes: {} },
        language,
        helpers,
        {
          type: POPULAR_PRODUCT_TYPE,
          extra: {
            position,
            image: helpers.createNodeId(nodeKey('images', image.id, language)),
          },
        },
      ),
    ),
    ...layoutNodes(detail.included, language, helpers),
    ...toNodes(ofType(detail.included, 'papers')),
    // `rank` keeps the API's order, the one the checkout lists them in.
    ...asList(delivery.data).map((method, rank) =>
      resourceToNode(method, language, helpers, { extra: { rank } }),
    ),
    ...toNodes(asList(promotions.data)),
  ]
}

/**
 * The catalogue in every language, and one digest of every document the API sent: the same catalogue
 * gives the same digest, whatever ids Gatsby gives the nodes.
 */
export async function loadCatalogue(
  options: CatalogueOptions,
  helpers: NodeHelpers,
): Promise<{ nodes: CatalogueNode[]; digest: string; entries: Record<string, string> }> {
  const documents: Array<[key: string, document: JsonApiDocument]> = []
  const reader: CatalogueOptions = {
    ...options,
    onDocument: (path, language, document) => {
      documents.push([documentKey(language, path), document])
      options.onDocument?.(path, language, document)
    },
  }
  const nodes: CatalogueNode[] = []
  // One language at a time: the API is a single process and the pages of a list already overlap.
  for (const language of options.languages)
    nodes.push(...(await loadLanguage(reader, language, helpers)))
  // The shop's facts are the same in every language: read once, in the first.
  const [first] = options.languages
  const facts = await fetchDocument(reader, '/shop', first!)
  nodes.push(...asList(facts.data).map((shop) => resourceToNode(shop, first!, helpers)))
  const { recorded, recordedDigest } = options
  const allRecorded =
    recordedDigest !== undefined &&
    documents.every(([key, document]) => recorded?.get(key) === document)
  return {
    nodes,
    digest: allRecorded ? recordedDigest : catalogueDigest(documents, helpers),
    entries: catalogueEntries(documents, first!, helpers.createContentDigest),
  }
}

/** As JSON text: the same document gives the same text, and a string hashes much faster. */
function catalogueDigest(
  documents: ReadonlyArray<[key: string, document: JsonApiDocument]>,
  helpers: Pick<NodeHelpers, 'createContentDigest'>,
): string {
  const lines = documents.map(
    ([key, document]) => `${key} ${helpers.createContentDigest(JSON.stringify(document))}`,
  )
  return helpers.createContentDigest(lines.sort())
}
