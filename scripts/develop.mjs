#!/usr/bin/env node
// `npm run develop`: the commerce API in demo mode plus `gatsby develop` (GraphiQL at
// http://localhost:8000/___graphql).
import { spawn } from 'node:child_process'
import { startApi } from './api-process.mjs'

const api = await startApi()
const gatsby = spawn('npx', ['gatsby', 'develop', ...process.argv.slice(2)], { stdio: 'inherit' })
const stop = (signal) => {
  for (const child of [api, gatsby]) if (child.exitCode === null) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
for (const child of [api, gatsby])
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exitCode = code ?? 0
  })
