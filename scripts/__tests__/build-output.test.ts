/**
 * @jest-environment node
 */
import { buildOutput } from '../lib/build-output.cjs'

/** A stream that keeps what is written to it. */
function sink() {
  const chunks: string[] = []
  return { write: (text: string) => chunks.push(text), text: () => chunks.join('') }
}

// Gatsby's plain output of a build whose render bundle read a file with fs.readFileSync.
const UNSAFE_BUILD = [
  'success Building HTML renderer - 21.004s',
  'success Building static HTML for pages - 9.100s - 623/623 68.46/s',
  'Unsafe builtin method was used, future builds will need to rebuild all pages',
  'warn Error: fs.readFileSync',
  '    at node_modules/pngjs/lib/png-sync.js:12:3',
  '',
  'info Done building in 96.1 sec',
].join('\n')

describe('the build output', () => {
  it('notices the render bundle’s unsafe built-in, across chunk boundaries', () => {
    const output = buildOutput()
    const out = sink()
    const cut = UNSAFE_BUILD.indexOf('builtin method')
    output.write(Buffer.from(UNSAFE_BUILD.slice(0, cut)), out)
    output.write(Buffer.from(UNSAFE_BUILD.slice(cut)), out)
    output.end()
    expect(output.unsafeBuiltin).toBe(true)
    // Everything is passed on as it came.
    expect(out.text()).toBe(`${UNSAFE_BUILD}\n`)
  })

  it('does not mistake the next build’s note about the previous one for a new use', () => {
    const output = buildOutput()
    output.write(
      'warn Previous build used unsafe builtin method. We need to rebuild all pages\n',
      sink(),
    )
    output.end()
    expect(output.unsafeBuiltin).toBe(false)
  })

  it('in quiet mode passes on warnings and errors with their lines, nothing routine', () => {
    const output = buildOutput({ quiet: true })
    const out = sink()
    output.write(`${UNSAFE_BUILD}\n`, out)
    output.write('\x1b[31mERROR #85901\x1b[39m GraphQL\n  in src/x.tsx\nsuccess done\n', out)
    output.end()
    expect(out.text()).toBe(
      [
        'Unsafe builtin method was used, future builds will need to rebuild all pages',
        'warn Error: fs.readFileSync',
        '    at node_modules/pngjs/lib/png-sync.js:12:3',
        'ERROR #85901 GraphQL',
        '  in src/x.tsx',
        '',
      ].join('\n'),
    )
  })
})
