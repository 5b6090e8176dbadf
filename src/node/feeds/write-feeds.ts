import fs from 'node:fs/promises'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { builtPages } from '../../../plugins/gatsby-plugin-build-scale/node'
import { sourcedCatalogue, type FeedCatalogue } from './catalogue'
import { FEEDS, type Feed } from './feeds'
import { googleXml } from './google'
import { feedOffers } from './offers'
import { shopItemsXml } from './shop-items'

/** A feed's file from the catalogue: its items in its format. */
export function feedXml(feed: Feed, catalogue: FeedCatalogue, siteUrl: string): string {
  const offers = feedOffers(catalogue, feed, siteUrl)
  switch (feed.format) {
    case 'heureka':
      return shopItemsXml(offers, 'heureka')
    case 'zbozi':
      return shopItemsXml(offers, 'zbozi')
    case 'google':
      return googleXml(offers, feed, { title: catalogue.facts?.name ?? '', link: siteUrl })
  }
}

/**
 * Writes every feed (feeds.ts) into public/ after the pages, from the catalogue the pages were
 * built from: every build writes them again, the scheduled rebuild included, so a new picture or
 * price reaches the comparison sites with the pages that show it.
 */
export async function writeFeeds({
  getNodesByType,
  getNode,
  reporter,
  store,
}: Pick<BuildArgs, 'getNodesByType' | 'getNode' | 'reporter' | 'store'>): Promise<void> {
  const { siteUrl } = builtPages(store)
  const catalogue = sourcedCatalogue({ getNodesByType, getNode })
  const publicDir = path.join(process.cwd(), 'public')
  for (const feed of FEEDS) {
    const file = path.join(publicDir, feed.path)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, feedXml(feed, catalogue, siteUrl))
  }
  reporter.info(`feeds: ${FEEDS.map((feed) => feed.path).join(', ')}`)
}
