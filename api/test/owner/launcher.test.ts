import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

// `npm run shop` runs bin/shop.mjs with node: a bundle of the tool kept in .cache, made again only
// when one of its sources is newer, so that a call compiles no TypeScript.
const BUNDLE = path.resolve('.cache/owner-tool.mjs')

function launch(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['bin/shop.mjs', ...args],
      { env: { ...env, LANG: 'en_GB.UTF-8' }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('npm run shop: the launcher', () => {
  it('is what npm runs, from the root and from the api workspace alike', () => {
    const root = JSON.parse(fs.readFileSync('../package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const api = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    assert.equal(root.scripts.shop, 'node api/bin/shop.mjs')
    assert.equal(api.scripts.shop, 'node bin/shop.mjs')
  })

  it('makes the bundle again when a source is newer, and otherwise runs the one it has', async () => {
    const first = await launch('--help')
    assert.equal(first.code, 0, first.stderr)
    assert.match(first.stdout, /^usage: npm run shop -- <group> <action>/)
    const inputs = JSON.parse(
      fs.readFileSync(BUNDLE, 'utf8').split('\n', 1)[0]!.replace('// inputs: ', ''),
    ) as string[]
    for (const source of ['src/owner/cli.ts', 'src/owner/commands/pictures.ts', 'bin/shop.mjs'])
      assert.ok(inputs.includes(source), source)

    // Older than its sources, as after an edit: made again.
    const past = new Date('2020-01-01T00:00:00Z')
    fs.utimesSync(BUNDLE, past, past)
    const stale = await launch('--help')
    assert.equal(stale.code, 0, stale.stderr)
    const remade = fs.statSync(BUNDLE).mtimeMs
    assert.ok(remade > past.getTime())

    // Up to date: run as it is.
    const warm = await launch('orders', '--help')
    assert.equal(warm.code, 0, warm.stderr)
    assert.match(warm.stdout, /orders list/)
    assert.equal(fs.statSync(BUNDLE).mtimeMs, remade)
  })
})
