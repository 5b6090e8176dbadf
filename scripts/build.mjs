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
const result = spawnSync('npx', ['gatsby', 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
