#!/usr/bin/env node
// `npm run build`: `gatsby build` with one render worker per CPU. Gatsby counts physical cores and
// keeps one for its main process, which leaves a 2-vCPU machine a single worker while the main process
// sits idle during queries and HTML rendering; GATSBY_CPU_COUNT = CPUs + 1 gives every CPU a worker.
// Set GATSBY_CPU_COUNT yourself to override. Arguments go to `gatsby build`.
import { spawnSync } from 'node:child_process'
import os from 'node:os'

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
const result = spawnSync('npx', ['gatsby', 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
