import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { describe, it } from 'node:test'

/** The environment of a fresh shell: nothing the test run itself was started with. */
const bare = { PATH: process.env.PATH, HOME: process.env.HOME }

describe('npm run start -w api', () => {
  it('refuses a production start without its settings: one message naming each, no stack trace', () => {
    // In memory and on any free port, so that a start that wrongly succeeds touches nothing.
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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

  it('says so in one line when it starts in demo mode', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
