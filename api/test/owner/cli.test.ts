import assert from 'node:assert/strict'
import { createServer } from 'node:net'
import { describe, it } from 'node:test'
import { runTool } from './tool.js'

const { LC_ALL: _all, LC_MESSAGES: _messages, ...withoutLocale } = process.env

/** The tool itself, before any call: how it is used, and an API that is not there. */
function shop(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return runTool(args, { ...withoutLocale, LANG: 'en_GB.UTF-8', ...env })
}

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('npm run shop', () => {
  it('lists every command with --help, and exits 2 when called without one', async () => {
    const help = await shop({}, '--help')
    assert.equal(help.code, 0)
    for (const command of ['pictures import', 'prices size', 'coupons expire', 'orders export'])
      assert.match(help.stdout, new RegExp(`^  ${command} +\\S`, 'm'))
    const bare = await shop({})
    assert.equal(bare.code, 2)
  })

  it('names what it does not know and exits 2', async () => {
    const group = await shop({}, 'photos', 'list')
    assert.equal(group.code, 2)
    assert.match(
      group.stderr,
      /unknown group “photos”; one of: pictures, categories, prices, coupons, orders, promotions/,
    )
    const action = await shop({}, 'prices', 'raise')
    assert.equal(action.code, 2)
    assert.match(action.stderr, /unknown command “prices raise”; one of: list, size, paper, custom/)
    const option = await shop({}, 'coupons', 'list', '--everything')
    assert.equal(option.code, 2)
    assert.match(option.stderr, /--everything/)
    assert.match(option.stderr, /^usage: npm run shop -- coupons list/m)
  })

  it('speaks the owner’s language (LC_ALL, LC_MESSAGES, LANG), English for any other', async () => {
    const czech = await shop({ LANG: 'cs_CZ.UTF-8' }, 'photos', 'list')
    assert.match(czech.stderr, /^neznámá skupina „photos“; možné jsou: pictures, categories/m)
    const help = await shop({ LANG: 'cs_CZ.UTF-8' }, '--help')
    assert.match(help.stdout, /^použití: npm run shop -- <skupina> <akce>/)
    const usage = await shop({ LANG: 'sk_SK.UTF-8' }, 'coupons', 'list', '--everything')
    assert.match(usage.stderr, /^neznáma voľba --everything$/m)
    assert.match(usage.stderr, /^použitie: npm run shop -- coupons list/m)
    const german = await shop({ LANG: 'en_GB.UTF-8', LC_ALL: 'de_AT.UTF-8' }, 'photos')
    assert.match(german.stderr, /^unbekannte Gruppe „photos“/m)
    for (const other of ['C.UTF-8', 'fr_FR.UTF-8', 'POSIX']) {
      const english = await shop({ LANG: other }, '--help')
      assert.match(english.stdout, /^usage: npm run shop -- <group> <action>/, other)
    }
    const url = `http://127.0.0.1:${await closedPort()}/v1`
    const unreachable = await shop({ LANG: 'de_DE.UTF-8', SHOP_API_URL: url }, 'orders', 'list')
    assert.match(
      unreachable.stderr,
      new RegExp(`^Die API des Shops antwortet unter ${url.replace(/\./g, '\\.')} nicht`),
    )
  })

  it('says where it looked when the API does not answer, and exits 1', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`
    const result = await shop({ SHOP_API_URL: url }, 'orders', 'list')
    assert.equal(result.code, 1)
    assert.match(result.stderr, new RegExp(`does not answer at ${url.replace(/\./g, '\\.')}`))
  })
})
