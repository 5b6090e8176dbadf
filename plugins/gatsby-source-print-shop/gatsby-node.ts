import fs from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyCache, GatsbyNode, NodePluginArgs, PluginOptions } from 'gatsby'
import { DIGEST_FILE, type BuiltCatalogue } from './src/digest'
import { CatalogueSourceError } from './src/fetch'
import { SNAPSHOT_ENV, waitForSnapshot } from './src/snapshot'
import { nodeKey } from './src/jsonapi'
import {
  NODE_DIGESTS_KEY,
  nodeChanges,
  nodeDigests,
  SOURCED_TYPES,
  type NodeDigests,
} from './src/node-changes'
import { typeDefs } from './src/schema'
import { loadCatalogue } from './src/source'

interface Options extends PluginOptions {
  apiUrl: string
  languages: string[]
  perPage: number
  popularCount: number
  concurrency: number
  timeoutMs: number
}

let sourcedDigest: string | undefined
/** Each entry's digest in the first language, recorded with the digest: the rebuild says what changed. */
let sourcedEntries: Record<string, string> | undefined

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    apiUrl: Joi.string()
      .uri()
      .required()
      .description('Base of the commerce API, e.g. http://localhost:4000/v1'),
    languages: Joi.array().items(Joi.string()).min(1).required(),
    perPage: Joi.number().integer().min(1).max(100).default(100),
    popularCount: Joi.number().integer().min(1).max(100).default(24),
    concurrency: Joi.number().integer().min(1).max(16).default(4),
    timeoutMs: Joi.number().integer().min(1000).default(30000),
  })

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

/**
 * Images by the API's ids, in the order asked for. Unlike `allPrintShopImage(filter: …)`, which makes a
 * page depend on every image there is, this makes it depend on the images it shows: after one picture
 * changes, only the pages that show it are queried and rendered again.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers,
  createNodeId,
}) => {
  createResolvers({
    Query: {
      printShopImagesByApiId: {
        type: '[PrintShopImage!]!',
        description:
          "Images by the API's ids in one language, in the order of `apiIds` (unknown ids are left out).",
        args: { apiIds: '[String!]!', language: 'String!' },
        resolve: (
          _source: unknown,
          args: { apiIds: string[]; language: string },
          context: {
            nodeModel: { getNodesByIds: (query: { ids: string[]; type: string }) => unknown[] }
          },
        ) =>
          context.nodeModel.getNodesByIds({
            ids: args.apiIds.map((id) => createNodeId(nodeKey('images', id, args.language))),
            type: 'PrintShopImage',
          }),
      },
    },
  })
}

/**
 * The digests of the nodes the last build sourced, or nothing when there is no last build to build
 * on. Gatsby empties its cache and its node store together; if the first remembered node is gone,
 * they went apart and every node is created again.
 */
async function lastSourced(cache: GatsbyCache, getNode: NodePluginArgs['getNode']) {
  const digests = (await cache.get(NODE_DIGESTS_KEY)) as NodeDigests | undefined
  const first = digests && Object.keys(digests)[0]
  return first && getNode(first) ? digests : undefined
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (
  { actions, createNodeId, createContentDigest, reporter, cache, getNode, getNodesByType },
  pluginOptions,
) => {
  const options = pluginOptions as Options
  const snapshot = process.env[SNAPSHOT_ENV]
  const activity = reporter.activityTimer(
    `print shop catalogue from ${snapshot ? `the rebuild's reading of ${options.apiUrl}` : options.apiUrl}`,
  )
  activity.start()
  try {
    const recorded = snapshot ? await waitForSnapshot(snapshot) : undefined
    const { nodes, digest, entries } = await loadCatalogue(
      { ...options, recorded: recorded?.documents, recordedDigest: recorded?.digest },
      { createNodeId, createContentDigest },
    )
    // The plugin deletes its own nodes: Gatsby then neither needs every node created again nor walks
    // them all for untouched ones (Gatsby 5.12 and later).
    actions.enableStatefulSourceNodes!()
    // Without a last build's digests, the nodes left in the store are compared by their own digests.
    const previous =
      (await lastSourced(cache, getNode)) ??
      nodeDigests(SOURCED_TYPES.flatMap((type) => getNodesByType(type)))
    const { changed, removed, unchanged } = nodeChanges(previous, nodes)
    for (const node of changed) actions.createNode(node)
    for (const id of removed) {
      const node = getNode(id)
      if (node) actions.deleteNode(node)
    }
    await cache.set(NODE_DIGESTS_KEY, nodeDigests(nodes))
    sourcedDigest = digest
    sourcedEntries = entries
    activity.setStatus(
      `${nodes.length} nodes in ${options.languages.join(', ')}: ${changed.length} new or changed, ${unchanged} unchanged, ${removed.length} removed`,
    )
  } catch (error) {
    // panic ends the build: never publish a shop without its catalogue.
    if (error instanceof CatalogueSourceError)
      reporter.panic(`gatsby-source-print-shop: ${error.message}`)
    reporter.panic(
      `gatsby-source-print-shop: reading the catalogue from ${options.apiUrl} failed`,
      error as Error,
    )
  } finally {
    activity.end()
  }
}

/** Remembers which catalogue this build shows, once the build has succeeded. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  if (!sourcedDigest) return
  await fs.mkdir(path.dirname(DIGEST_FILE), { recursive: true })
  const built: BuiltCatalogue = {
    digest: sourcedDigest,
    builtAt: new Date().toISOString(),
    entries: sourcedEntries,
  }
  await fs.writeFile(DIGEST_FILE, JSON.stringify(built))
}
