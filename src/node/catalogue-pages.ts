import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { defaultLanguage, languages } from '../config/languages'
import { paths } from '../config/paths'
import { IMAGES_PER_PAGE } from '../config/catalogue'
import { catalogueIndex, type CatalogueSource } from './catalogue-index'

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

interface CataloguePage {
  path: string
  component: string
  context: Record<string, unknown>
}

/**
 * A page in every language, with the context gatsby-plugin-react-i18next would give it (it leaves
 * pages that have one alone). Made here, the Czech page is not deleted and created again by the
 * plugin on every build, which would make Gatsby query all of them again even when nothing changed.
 */
export function inEveryLanguage(page: CataloguePage): CataloguePage[] {
  return languages.map((language) => {
    const routed = language !== defaultLanguage
    // The plugin's own shape, down to the missing leading slash of a routed `i18n.path`.
    const i18nPath = routed ? `${language}${page.path}` : page.path
    return {
      ...page,
      path: routed ? `/${i18nPath}` : page.path,
      context: {
        ...page.context,
        language,
        i18n: {
          language,
          languages: [...languages],
          defaultLanguage,
          generateDefaultLanguagePage: false,
          routed,
          originalPath: page.path,
          path: i18nPath,
        },
      },
    }
  })
}

/**
 * Creates every catalogue page in every language (Czech without a prefix, then /sk, /de and /en). A
 * page's context holds only ids, so a page re-renders only when the images it shows (or its own
 * category) change. Gatsby compares each page with the one of the last build by its template and
 * context: a page created again the same way is neither queried nor rendered again.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<CatalogueSource>(`
    {
      categories: allPrintShopCategory(filter: { language: { eq: "${defaultLanguage}" } }) {
        nodes {
          apiId
          slug
        }
      }
      subcategories: allPrintShopSubcategory(filter: { language: { eq: "${defaultLanguage}" } }) {
        nodes {
          apiId
          slug
          category {
            apiId
            slug
          }
        }
      }
      images: allPrintShopImage(
        filter: { language: { eq: "${defaultLanguage}" } }
        sort: { rank: ASC }
      ) {
        nodes {
          apiId
          categories {
            apiId
          }
          subcategories {
            apiId
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Querying the catalogue for its pages failed', result.errors)
    return
  }
  const index = catalogueIndex(result.data)
  const createPage = (page: CataloguePage) => {
    for (const localized of inEveryLanguage(page)) actions.createPage(localized)
  }
  const firstPage = (ids: readonly string[]) => ids.slice(0, IMAGES_PER_PAGE)

  createPage({
    path: paths.categories,
    component: template('categories'),
    context: {
      coverIds: index.categories.flatMap((category) => category.coverId ?? []),
      coverOf: Object.fromEntries(
        index.categories.flatMap((category) =>
          category.coverId ? [[category.slug, category.coverId]] : [],
        ),
      ),
    },
  })
  createPage({
    path: paths.popularProducts,
    component: template('popular-products'),
    context: { imageIds: firstPage(index.popular), total: index.popular.length },
  })
  for (const category of index.categories) {
    createPage({
      path: paths.category(category.slug),
      component: template('category'),
      context: {
        categoryId: category.apiId,
        imageIds: firstPage(category.imageIds),
        total: category.imageIds.length,
      },
    })
  }
  for (const subcategory of index.subcategories) {
    const context = {
      subcategoryId: subcategory.apiId,
      imageIds: firstPage(subcategory.imageIds),
      total: subcategory.imageIds.length,
    }
    createPage({
      path: paths.subcategory(subcategory.slug),
      component: template('subcategory'),
      context: { ...context, withinCategory: false },
    })
    if (subcategory.categorySlug) {
      createPage({
        path: paths.categorySubcategory(subcategory.categorySlug, subcategory.slug),
        component: template('subcategory'),
        context: { ...context, withinCategory: true },
      })
    }
  }
  for (const image of index.images) {
    createPage({
      path: paths.productPage(image.apiId),
      component: template('product'),
      context: { imageId: image.apiId, relatedIds: image.relatedIds },
    })
  }
  reporter.info(
    `catalogue pages: ${index.categories.length} categories, ${index.subcategories.length} subcategories, ${index.images.length} product pages (each in every language)`,
  )
}
