import { fileURLToPath } from 'node:url'

/**
 * The arguments that start one of the API's entry points (`src/server.ts`, a command line) as its
 * own Node process, as the tests themselves run: transpiled when scripts/test.mjs runs them as
 * JavaScript, through tsx when a file is run by hand.
 */
export function nodeArguments(entry: string): string[] {
  const file = fileURLToPath(new URL(`../${entry}`, import.meta.url))
  return import.meta.url.endsWith('.js')
    ? ['--enable-source-maps', file.replace(/\.ts$/, '.js')]
    : ['--import', 'tsx', file]
}
