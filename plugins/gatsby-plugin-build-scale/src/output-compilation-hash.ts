import { createHash } from 'node:crypto'
import type { Compilation, Compiler } from 'webpack'

/**
 * The hash of a build's files, their names and contents in name order. Source maps are left out: they
 * change nothing a page runs, and webpack writes them differently when it rebuilds from its cache.
 */
export function outputHash(assets: ReadonlyArray<{ name: string; content: Buffer }>): string {
  const hash = createHash('sha256')
  const files = assets.filter((asset) => !asset.name.endsWith('.map'))
  for (const asset of files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
    hash.update(`${asset.name}\0`).update(asset.content).update('\0')
  return hash.digest('hex').slice(0, 20)
}

const NAME = 'OutputCompilationHash'

/**
 * Gatsby renders every page again when webpack's compilation hash changes, and webpack hashes the same
 * output differently on its first build from a warm cache than on a cold one (gatsbyjs/gatsby#33450):
 * the first scheduled rebuild after a deploy would render all 40 000 pages again for nothing. The
 * compilation hash is made from the files the build writes instead, so it changes exactly when one of
 * them does.
 */
export class OutputCompilationHash {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hash = outputHash(
            compilation
              .getAssets()
              .map((asset) => ({ name: asset.name, content: asset.source.buffer() })),
          )
          compilation.hash = hash
          compilation.fullHash = hash
        },
      )
    })
  }
}
