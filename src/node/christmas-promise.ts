import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { require as tsxRequire } from 'tsx/cjs/api'
import type { NodeModel } from './built-christmas'

type BuiltChristmasModule = typeof import('./built-christmas')

/**
 * The promise is worked out by the shop's delivery rule of shop-domain, whose package exports
 * TypeScript: tsx loads it, as for the feeds (post-build.ts), since Parcel leaves it to Node.
 */
function builtChristmasModule(): BuiltChristmasModule {
  return tsxRequire(path.join(process.cwd(), 'src/node/built-christmas.ts'), __filename)
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    "The Christmas promise's texts in one language (src/lib/christmas.ts)."
    type ChristmasPromise {
      language: String!
      "The Christmas it promises: the coming one when the build ran."
      year: Int!
      christmasCutOffDate: String!
      christmasCutOffTime: String!
      christmasCountries: String!
      christmasOtherCutOffDate: String!
      christmasOtherCutOffTime: String!
    }
  `)
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      christmasPromises: {
        type: '[ChristmasPromise!]!',
        resolve: (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          builtChristmasModule().builtChristmasPromises(context.nodeModel),
      },
    },
  })
}
