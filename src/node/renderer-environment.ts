import type { GatsbyNode } from 'gatsby'

/**
 * Gatsby writes every environment variable there is into the page renderer it builds (webpack's
 * DefinePlugin in the "build-html" stage). The renderer's hash then changes with anything in the
 * environment, npm's npm_* variables, a cron job's shell or the rebuild's own settings, and a
 * changed renderer makes Gatsby render every page again (and secrets end up in .cache). The renderer
 * keeps what rendering reads: the GATSBY_* variables (as the browser bundle does) and Gatsby's own.
 */
const READ_WHILE_RENDERING =
  /^process\.env\.(GATSBY_\w+|gatsby_\w+|NODE_ENV|BUILD_STAGE|PUBLIC_DIR|CYPRESS_SUPPORT)$/

/** Leaves out the definitions of environment variables that rendering does not read. */
export function withoutUnreadEnvironment(definitions: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(definitions).filter(
      ([key]) => !key.startsWith('process.env.') || READ_WHILE_RENDERING.test(key),
    ),
  )
}

interface DefinePlugin {
  constructor: { name: string }
  definitions: Record<string, unknown>
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== 'build-html') return
  const config = getConfig()
  for (const plugin of (config.plugins ?? []) as DefinePlugin[]) {
    if (plugin?.constructor?.name === 'DefinePlugin')
      plugin.definitions = withoutUnreadEnvironment(plugin.definitions)
  }
  actions.replaceWebpackConfig(config)
}
