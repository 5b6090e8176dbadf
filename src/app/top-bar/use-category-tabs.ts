import { useSiteQuery, type TabCategoryNode } from '../../lib/site-query'
import type { CategoryTab } from './category-tabs'

/** Groups the catalogue's categories of one language into the top-bar tabs, keeping their order. */
export function tabsFromCategories(
  nodes: readonly TabCategoryNode[],
  language: string,
): CategoryTab[] {
  const tabs = new Map<string, CategoryTab>()
  for (const node of nodes) {
    if (node.language !== language) continue
    const tab = tabs.get(node.name) ?? { name: node.name, categories: [] }
    tabs.set(node.name, {
      ...tab,
      categories: [
        ...tab.categories,
        { id: node.apiId, slug: node.slug, shortName: node.shortName },
      ],
    })
  }
  return [...tabs.values()]
}

/** The top-bar tabs from the categories sourced at build time (every language: a few dozen rows). */
export function useCategoryTabs(language: string): CategoryTab[] {
  return tabsFromCategories(useSiteQuery().allPrintShopCategory.nodes, language)
}
