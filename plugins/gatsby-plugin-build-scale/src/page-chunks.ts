/**
 * The script files of each page component's chunk group. They are read from webpack.stats.json (written
 * by Gatsby's browser build) when the render bundle is compiled, which comes after the browser build,
 * and put into that bundle as a constant (`COMPONENT_SCRIPTS`, webpack-config.ts): a page being
 * rendered must not read a file. Gatsby tracks what the render bundle does with `fs`, and after a
 * build whose pages read one it renders every page again on every later build.
 */

/** The part of webpack.stats.json `componentScripts` reads. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>
}

/** Scripts by page component chunk name, as the render bundle holds them. */
export type ComponentScripts = Record<string, string[]>

/** The name of the render bundle's constant, defined with webpack's DefinePlugin. */
export const COMPONENT_SCRIPTS = '__PRINT_SHOP_COMPONENT_SCRIPTS__'

declare const __PRINT_SHOP_COMPONENT_SCRIPTS__: ComponentScripts | undefined

/**
 * The script files of a page component's chunk group: its own chunk and the ones it shares (commons,
 * the catalogue's), in webpack's order. Gatsby 5 leaves them out of the page (client-assets-for-
 * template.js): the app asks for them only once it runs, one round trip after its own scripts. The
 * late-scripts loader asks for them together with the app's; webpack's runtime then finds them loaded
 * or on their way (it reuses a `<script>` of the same address).
 */
export function componentScripts(stats: WebpackStats, componentChunkName: string): string[] {
  const group = stats.namedChunkGroups[componentChunkName]
  return (group?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/${name}`)
}

/** Every page component's scripts (the chunk groups Gatsby names `component---…`). */
export function allComponentScripts(stats: WebpackStats): ComponentScripts {
  return Object.fromEntries(
    Object.keys(stats.namedChunkGroups)
      .filter((name) => name.startsWith('component---'))
      .map((name) => [name, componentScripts(stats, name)]),
  )
}

/**
 * A page component's scripts while its page renders, from the render bundle's constant; none where
 * the bundle has no such constant (`gatsby develop`, which has no browser build before it).
 */
export function pageComponentScripts(
  componentChunkName: string,
  scripts: ComponentScripts | undefined = typeof __PRINT_SHOP_COMPONENT_SCRIPTS__ === 'undefined'
    ? undefined
    : __PRINT_SHOP_COMPONENT_SCRIPTS__,
): string[] {
  return scripts?.[componentChunkName] ?? []
}
