import assert from 'node:assert/strict'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { DEMO_ENV, build } from '../helper.js'

const REQUEST_TIMEOUT = 500
/** Without a request timeout the trickle below would go on for ever; the test gives up here. */
const GIVE_UP_AFTER = 5_000

/**
 * Opens a raw connection, sends `start`, then one more character of `rest` every 100 ms, and
 * resolves with what the server answered and when it ended the connection (null: it never did).
 */
function trickle(port: number, start: string, rest: string) {
  return new Promise<{ answer: string; endedAfter: number | null }>((resolve) => {
    const began = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    const ticker = setInterval(() => {
      if (!socket.destroyed && sent < rest.length) socket.write(rest[sent++]!)
    }, 100)
    const finish = (endedAfter: number | null) => {
      clearInterval(ticker)
      clearTimeout(giveUp)
      socket.destroy()
      resolve({ answer, endedAfter })
    }
    const giveUp = setTimeout(() => finish(null), GIVE_UP_AFTER)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('close', () => finish(Date.now() - began))
    socket.on('error', () => undefined)
    socket.write(start)
  })
}

describe('a request that trickles in', async () => {
  const testApp = await build({ requestTimeout: REQUEST_TIMEOUT })
  await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = testApp.app.server.address() as AddressInfo

  it('is answered 408 and cut off once the request timeout has passed', async () => {
    const body = JSON.stringify({ username: 'jana@example.cz', password: 'x'.repeat(200) })
    // With the session and CSRF token, so that the API waits for the body rather than refusing it.
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const headers = [
      'POST /v1/auth/login HTTP/1.1',
      `Cookie: ${[...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}`,
      `X-XSRF-TOKEN: ${visitor.cookies.get('XSRF-TOKEN')}`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n')
    const { answer, endedAfter } = await trickle(port, headers, body)
    assert.ok(endedAfter !== null, 'the connection was still open after 5 s')
    assert.match(answer, /^HTTP\/1\.1 408 /)
    assert.ok(endedAfter >= REQUEST_TIMEOUT, `ended after ${endedAfter} ms`)
  })

  it('is cut off too after an early answer (419 without the CSRF header)', async () => {
    const headers = 'POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n'
    const { answer, endedAfter } = await trickle(port, headers, 'x'.repeat(100))
    assert.match(answer, /^HTTP\/1\.1 419 /)
    assert.ok(endedAfter !== null, 'the connection was still open after 5 s')
  })

  it('also cuts off headers that never finish', async () => {
    const { answer, endedAfter } = await trickle(
      port,
      'GET /v1/categories HTTP/1.1\r\n',
      'X'.repeat(100),
    )
    assert.ok(endedAfter !== null, 'the connection was still open after 5 s')
    assert.match(answer, /^HTTP\/1\.1 408 /)
  })

  it('waits 30 s by default, and REQUEST_TIMEOUT_MS changes it', () => {
    assert.equal(loadConfig(DEMO_ENV).requestTimeout, 30_000)
    assert.equal(loadConfig({ ...DEMO_ENV, REQUEST_TIMEOUT_MS: '10000' }).requestTimeout, 10_000)
    assert.equal(loadConfig(DEMO_ENV).connectionTimeout, 60_000)
  })
})
