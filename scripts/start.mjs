#!/usr/bin/env node
// `npm start`: builds the storefront and serves it, then prints where the shop runs.
// (The commerce API joins this command when the api/ workspace exists.)
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const port = process.env.PORT || '9000'
const host = process.env.HOST || 'localhost'

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

async function main() {
  if (process.env.SKIP_BUILD && existsSync('public/index.html')) {
    console.log('SKIP_BUILD is set: serving the existing build in public/')
  } else {
    await run('npx', ['gatsby', 'build'])
  }
  const server = spawn('npx', ['gatsby', 'serve', '--port', port, '--host', host], {
    stdio: ['inherit', 'pipe', 'inherit'],
  })
  server.stdout.on('data', (chunk) => {
    const text = chunk.toString()
    process.stdout.write(text)
    if (/You can now view/i.test(text)) {
      console.log(
        `\n  Shop (storefront): http://${host}:${port}/\n  English version:   http://${host}:${port}/en\n`,
      )
    }
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
