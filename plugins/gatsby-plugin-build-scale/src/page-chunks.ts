import fs from 'node:fs'
import path from 'node:path'

/** The part of webpack.stats.json (written by Gatsby's browser build) `componentScripts` reads. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>
}

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

let cached: { file: string; stats: WebpackStats } | undefined

/** This build's webpack.stats.json, read once per process. */
export function readStats(publicDir = path.join(process.cwd(), 'public')): WebpackStats {
  const file = path.join(publicDir, 'webpack.stats.json')
  if (cached?.file !== file)
    cached = { file, stats: JSON.parse(fs.readFileSync(file, 'utf8')) as WebpackStats }
  return cached.stats
}
