#!/usr/bin/env node
// `npm start`: starts the commerce API in demo mode (migrated and seeded on first start), builds the
// storefront against it, serves the build, and prints where the shop runs.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { API_URL, startApi } from './api-process.mjs'

const port = process.env.PORT || '9000'
const host = process.env.HOST || 'localhost'
const children = []

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}

async function main() {
  children.push(await startApi())
  if (process.env.SKIP_BUILD && existsSync('public/index.html')) {
    console.log('SKIP_BUILD is set: serving the existing build in public/')
  } else {
    await run(process.execPath, ['scripts/build.mjs'])
  }
  // The site's own server (scripts/serve-site.ts): the language is chosen before the first paint.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-site.ts'], {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, PORT: port, HOST: host },
  })
  children.push(server)
  server.stdout.on('data', (chunk) => {
    const text = chunk.toString()
    process.stdout.write(text)
    if (/You can now view/i.test(text)) {
      console.log(
        `\n  Shop (storefront): http://${host}:${port}/\n  English version:   http://${host}:${port}/en\n  Commerce API:      ${API_URL}\n  Owner's tool:      npm run shop -- --help (in another terminal)\n`,
      )
    }
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal))
  for (const child of children)
    child.on('exit', (code) => {
      stopAll()
      process.exitCode = code ?? 0
    })
}

main().catch((error) => {
  console.error(error.message)
  stopAll()
  process.exit(1)
})
