#!/usr/bin/env node
// `npm run build`: `gatsby build` with one render worker per CPU. Gatsby counts physical cores and
// keeps one for its main process, which leaves a 2-vCPU machine a single worker while the main process
// sits idle during queries and HTML rendering; GATSBY_CPU_COUNT = CPUs + 1 gives every CPU a worker.
// Set GATSBY_CPU_COUNT yourself to override. Arguments go to `gatsby build`.
//
// The build fails when Gatsby reports that the server-side render used a Node built-in: every later
// build would render every page again (scripts/lib/build-output.cjs). With PRINT_SHOP_BUILD_QUIET=1
// (the scheduled rebuild without --verbose) only Gatsby's warnings and errors are shown.
import { spawn } from 'node:child_process'
import os from 'node:os'
import buildOutputModule from './lib/build-output.cjs'

const env = { ...process.env }
env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1)
// Two files are written per page (page data, HTML), tens of thousands at a time: more threads for file
// work than libuv's default four.
env.UV_THREADPOOL_SIZE ??= '16'
// A build allocates hundreds of thousands of short-lived objects (nodes, pages, React trees): with V8's
// default 16 MB young generation its main process spent about a fifth of its time collecting them.
// Forced rebuilds of 10,000 pictures took 89 s with 16 MB, 77 s with 64 MB and 64 s with 32 MB; the
// cold build's peak memory went from 3.30 GB to 3.16-3.61 GB (docs/performance.md, Build scale).
if (!/--max-semi-space-size/.test(env.NODE_OPTIONS ?? ''))
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --max-semi-space-size=32`.trim()
const { buildOutput, UNSAFE_BUILTIN_MESSAGE } = buildOutputModule
const output = buildOutput({ quiet: env.PRINT_SHOP_BUILD_QUIET === '1' })
const gatsby = spawn('npx', ['gatsby', 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env,
})
gatsby.stdout.on('data', (chunk) => output.write(chunk, process.stdout))
gatsby.stderr.on('data', (chunk) => output.write(chunk, process.stderr))
gatsby.on('close', (code) => {
  output.end()
  if (code === 0 && output.unsafeBuiltin) {
    console.error(UNSAFE_BUILTIN_MESSAGE)
    process.exit(1)
  }
  process.exit(code ?? 1)
})
