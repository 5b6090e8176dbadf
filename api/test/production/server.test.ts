import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { describe, it } from 'node:test'
import { nodeArguments } from '../node-entry.js'
import { PRODUCTION_ENV } from './settings.js'

/** The environment of a fresh shell: nothing the test run itself was started with. */
const bare = { PATH: process.env.PATH, HOME: process.env.HOME }

describe('npm run start -w api', () => {
  it('refuses a production start without its settings: one message naming each, no stack trace', () => {
    // In memory and on any free port, so that a start that wrongly succeeds touches nothing.
    const result = spawnSync(process.execPath, nodeArguments('src/server.ts'), {
      env: { ...bare, PGLITE_DATA_DIR: 'memory://', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    assert.equal(result.status, 1, result.stderr)
    assert.match(result.stderr, /^The API cannot start with these settings/)
    for (const name of ['API_PUBLIC_URL', 'SITE_URL', 'CORS_ORIGINS', 'SMTP_URL', 'BANK_IBAN_EUR'])
      assert.match(result.stderr, new RegExp(`^  ${name}: `, 'm'))
    assert.doesNotMatch(result.stderr, /^\s+at /m, 'no stack trace')
  })

  it('refuses a production start on back-ends that move no money, naming each setting', () => {
    const result = spawnSync(process.execPath, nodeArguments('src/server.ts'), {
      env: {
        ...bare,
        ...PRODUCTION_ENV,
        DATABASE_URL: '',
        PGLITE_DATA_DIR: 'memory://',
        PORT: '0',
        PAYMENT_GATEWAY: 'sandbox',
        PAYMENT_SANDBOX_SECRET: 'a-secret-of-its-own',
        COMGATE_TEST: 'true',
        GOPAY_API_URL: 'https://gw.sandbox.gopay.com/api',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    assert.equal(result.status, 1, result.stderr)
    assert.match(result.stderr, /^The API cannot start with these settings/)
    for (const name of ['PAYMENT_GATEWAY', 'COMGATE_TEST', 'GOPAY_API_URL'])
      assert.match(result.stderr, new RegExp(`^  ${name}: .*money`, 'm'))
    assert.doesNotMatch(result.stderr, /^\s+at /m, 'no stack trace')
  })

  it('refuses a demo start that would face the public, naming SHOP_MODE', () => {
    const result = spawnSync(process.execPath, nodeArguments('src/server.ts'), {
      env: {
        ...bare,
        SHOP_MODE: 'demo',
        PGLITE_DATA_DIR: 'memory://',
        PORT: '0',
        HOST: '0.0.0.0',
        SITE_URL: 'https://shop.example',
        DATABASE_URL: 'postgres://shop@db.shop.example/shop',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    assert.equal(result.status, 1, result.stderr)
    assert.match(result.stderr, /^The API cannot start with these settings \(SHOP_MODE=demo/)
    for (const name of ['SITE_URL', 'HOST', 'DATABASE_URL'])
      assert.match(result.stderr, new RegExp(`^  SHOP_MODE: demo, but ${name} `, 'm'))
    assert.doesNotMatch(result.stderr, /^\s+at /m, 'no stack trace')
  })

  it('says so in one line when it starts in demo mode', async () => {
    const child = spawn(process.execPath, nodeArguments('src/server.ts'), {
      env: { ...bare, SHOP_MODE: 'demo', PGLITE_DATA_DIR: 'memory://', PORT: '0' },
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    let output = ''
    const notice = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no demo notice in:\n${output}`)), 60_000)
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const line = output.split('\n').find((text) => text.includes('demo mode'))
        if (line) resolve(line)
      })
      void exited.then(() => reject(new Error(`exited before the notice:\n${output}`)))
      void exited.then(() => clearTimeout(timer))
    })
    const line = await notice.finally(async () => {
      child.kill('SIGTERM')
      await exited
    })
    assert.match(line, /"level":40/, 'logged as a warning')
    assert.match(line, /never for real customers/)
    assert.match(line, /\/v1\/dev\/mail/)
    assert.match(line, /sandbox gateway/)
    assert.match(line, /http:\/\/localhost:9000/)
  })
})
