import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { builtPages } from '../../../plugins/gatsby-plugin-build-scale/node'
import { sourcedCatalogue, type FeedCatalogue } from './catalogue'
import { FEEDS, type Feed } from './feeds'
import { googleXml } from './google'
import { feedOffers } from './offers'
import { shopItemsXml } from './shop-items'

/** A feed's file from the catalogue: its items in its format, in pieces as they are made. */
export function feedPieces(
  feed: Feed,
  catalogue: FeedCatalogue,
  siteUrl: string,
): Iterable<string> {
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

/** A feed's file as one text (the tests read it so). */
export const feedXml = (feed: Feed, catalogue: FeedCatalogue, siteUrl: string) =>
  [...feedPieces(feed, catalogue, siteUrl)].join('')

/** Pieces gathered into writes of about 256 KB: a feed is never one string of hundreds of MB. */
async function writePieces(file: string, pieces: Iterable<string>) {
  const out = createWriteStream(file)
  const failed = once(out, 'error').then(([error]) => Promise.reject(error))
  failed.catch(() => {}) // observed by the races below, which report it
  let batch = ''
  const flush = async () => {
    if (!out.write(batch)) await Promise.race([once(out, 'drain'), failed])
    batch = ''
  }
  for (const piece of pieces) {
    batch += piece
    if (batch.length >= 256 * 1024) await flush()
  }
  if (batch) await flush()
  out.end()
  await Promise.race([once(out, 'finish'), failed])
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
    await writePieces(file, feedPieces(feed, catalogue, siteUrl))
  }
  reporter.info(`feeds: ${FEEDS.map((feed) => feed.path).join(', ')}`)
}
