import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { HttpError } from '../../src/lib/http-error.js'
import { sandboxGateway, sandboxSignature } from '../../src/payments/sandbox.js'

const config = loadConfig({ API_PUBLIC_URL: 'https://api.obrazarna.test' })
const gateway = sandboxGateway(config)
const secret = config.payments.sandboxSecret

const signed = (body: string, key = secret) => ({
  'x-sandbox-signature': sandboxSignature(key, body),
})
const rejects = (status: number, run: () => unknown) =>
  assert.throws(run, (error: unknown) => error instanceof HttpError && error.statusCode === status)

describe('the sandbox gateway', () => {
  it('starts a payment on its own page under a random reference', async () => {
    const input = {
      amount: 156_220,
      currency: 'CZK',
      method: 'card' as const,
      orderNumber: '2026000042',
      locale: 'cs',
      returnUrl: 'https://www.obrazarna.test/kosik/dokonceni-objednavky?order=1',
    }
    const first = await gateway.start(input)
    const second = await gateway.start(input)
    assert.match(first.reference, /^[\w-]{43}$/)
    assert.notEqual(first.reference, second.reference)
    assert.equal(
      first.redirectUrl,
      `https://api.obrazarna.test/v1/payments/sandbox/${first.reference}`,
    )
  })

  it('accepts a callback signed with the secret', () => {
    const body = JSON.stringify({ reference: 'abc', status: 'paid' })
    assert.deepEqual(gateway.verifyCallback(signed(body), body), {
      reference: 'abc',
      status: 'paid',
    })
    assert.deepEqual(gateway.verifyCallback(signed(body), Buffer.from(body)), {
      reference: 'abc',
      status: 'paid',
    })
    const cancelled = JSON.stringify({ reference: 'abc', status: 'cancelled' })
    assert.equal(gateway.verifyCallback(signed(cancelled), cancelled).status, 'cancelled')
  })

  it('rejects a missing, forged or stale signature with 403', () => {
    const body = JSON.stringify({ reference: 'abc', status: 'paid' })
    rejects(403, () => gateway.verifyCallback({}, body))
    rejects(403, () => gateway.verifyCallback({ 'x-sandbox-signature': '' }, body))
    rejects(403, () => gateway.verifyCallback(signed(body, 'another secret'), body))
    const tampered = JSON.stringify({ reference: 'abc', status: 'cancelled' })
    rejects(403, () => gateway.verifyCallback(signed(body), tampered))
    rejects(403, () => gateway.verifyCallback({ 'x-sandbox-signature': 'zz' }, body))
  })

  it('rejects a genuine but meaningless message with 400', () => {
    for (const body of ['not json', '{}', '{"reference":"abc","status":"refunded"}', 'null']) {
      rejects(400, () => gateway.verifyCallback(signed(body), body))
    }
    rejects(400, () => gateway.verifyCallback({}, { reference: 'abc', status: 'paid' }))
  })
})
