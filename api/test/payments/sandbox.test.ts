import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { HttpError } from '../../src/lib/http-error.js'
import {
  sandboxGateway,
  sandboxSignature,
  verifySandboxCallback,
} from '../../src/payments/sandbox.js'
import { build } from '../helper.js'

const config = { ...loadConfig({ SHOP_MODE: 'demo' }), publicUrl: 'https://api.obrazarna.test' }
const gateway = sandboxGateway(config, (await build()).database.db)
const secret = config.payments.sandboxSecret
const verify = async (headers: Record<string, string>, body: unknown) =>
  verifySandboxCallback(config, headers, body)

const signed = (body: string, key = secret) => ({
  'x-sandbox-signature': sandboxSignature(key, body),
})
const rejects = (status: number, run: () => Promise<unknown>) =>
  assert.rejects(run, (error: unknown) => error instanceof HttpError && error.statusCode === status)
/** A paid report as the sandbox signs it, with some fields changed (undefined leaves one out). */
const paidBody = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    reference: 'abc',
    status: 'paid',
    amount: 156_220,
    currency: 'CZK',
    order_number: '2026000042',
    ...changes,
  })

describe('the sandbox gateway', () => {
  it('starts a payment on its own page under a random reference', async () => {
    const input = {
      amount: 156_220,
      currency: 'CZK',
      method: 'card' as const,
      orderNumber: '2026000042',
      email: null,
      locale: 'cs',
      returnUrl: 'https://www.obrazarna.test/kosik/dokonceni-objednavky?order=1',
      notificationUrl: 'https://api.obrazarna.test/v1/payments/callback/sandbox',
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

  it('accepts a callback signed with the secret and reports amount, currency and order', async () => {
    const report = { reference: 'abc', status: 'paid', amount: 156_220, currency: 'CZK' }
    const body = JSON.stringify({ ...report, order_number: '2026000042' })
    const expected = { ...report, orderNumber: '2026000042' }
    assert.deepEqual(await verify(signed(body), body), expected)
    assert.deepEqual(await verify(signed(body), Buffer.from(body)), expected)
    const cancelled = body.replace('"paid"', '"cancelled"')
    assert.equal((await verify(signed(cancelled), cancelled)).status, 'cancelled')
  })

  it('rejects a missing, forged or stale signature with 403', async () => {
    const body = paidBody()
    await rejects(403, () => verify({}, body))
    await rejects(403, () => verify({ 'x-sandbox-signature': '' }, body))
    await rejects(403, () => verify(signed(body, 'another secret'), body))
    const tampered = paidBody({ amount: 1 })
    await rejects(403, () => verify(signed(body), tampered))
    await rejects(403, () => verify({ 'x-sandbox-signature': 'zz' }, body))
  })

  it('rejects a genuine but meaningless or incomplete message with 400', async () => {
    const bodies = [
      'not json',
      '{}',
      'null',
      paidBody({ status: 'refunded' }),
      paidBody({ amount: undefined }),
      paidBody({ amount: '156220' }),
      paidBody({ amount: 1.5 }),
      paidBody({ amount: -1 }),
      paidBody({ currency: undefined }),
      paidBody({ order_number: 2026000042 }),
    ]
    for (const body of bodies) await rejects(400, () => verify(signed(body), body))
    await rejects(400, () => verify({}, { reference: 'abc', status: 'paid' }))
  })
})
