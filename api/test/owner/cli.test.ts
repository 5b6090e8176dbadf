import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createServer } from 'node:net'
import { describe, it } from 'node:test'

/** The tool itself, before any call: how it is used, and an API that is not there. */
function shop(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/owner/cli.ts', ...args],
      { env: { ...process.env, LANG: 'en_GB.UTF-8', ...env }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
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
      /unknown group "photos"; one of: pictures, prices, coupons, orders, promotions/,
    )
    const action = await shop({}, 'prices', 'raise')
    assert.equal(action.code, 2)
    assert.match(action.stderr, /unknown command "prices raise"; one of: list, size, paper, custom/)
    const option = await shop({}, 'coupons', 'list', '--everything')
    assert.equal(option.code, 2)
    assert.match(option.stderr, /--everything/)
    assert.match(option.stderr, /^usage: npm run shop -- coupons list/m)
  })

  it('says where it looked when the API does not answer, and exits 1', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`
    const result = await shop({ SHOP_API_URL: url }, 'orders', 'list')
    assert.equal(result.code, 1)
    assert.match(result.stderr, new RegExp(`does not answer at ${url.replace(/\./g, '\\.')}`))
  })
})
