import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { require as tsxRequire } from 'tsx/cjs/api'
import { precompressAssets } from './precompress'
import { writeSitemap } from './sitemap'

type FeedsModule = typeof import('./feeds/write-feeds')

/**
 * The feeds apply the shop's rules of shop-domain (prices, print quality, delivery countries), whose
 * package exports TypeScript. Parcel, which compiles gatsby-node, leaves package imports to Node,
 * and Node does not load TypeScript: tsx (as the scripts run) loads the feeds' module here instead.
 */
function feedsModule(): FeedsModule {
  return tsxRequire(path.join(process.cwd(), 'src/node/feeds/write-feeds.ts'), __filename)
}

/**
 * After the pages: scripts and styles compressed once (precompress.ts), sitemap.xml and robots.txt,
 * then the product feeds (docs/feeds.md).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const started = performance.now()
  const { written, removed } = await precompressAssets(path.join(process.cwd(), 'public'))
  args.reporter.info(
    `precompressed scripts and styles: ${written} files written, ${removed} removed, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  await writeSitemap(args)
  await feedsModule().writeFeeds(args)
}
