import { createHmac } from 'node:crypto'
import type { Config } from '../config.js'
import { HttpError } from '../lib/http-error.js'
import { randomToken, safeEqual } from '../lib/tokens.js'
import type { PaymentGateway } from './gateway.js'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

/** HMAC-SHA256 of the raw callback body, hex: what the sandbox sends and the shop checks. */
export function sandboxSignature(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

/**
 * The built-in stand-in for a card/GoPay gateway: its payment page is served by this API and its
 * callbacks are signed like a real gateway's, so the whole flow runs without one. No money moves.
 */
export function sandboxGateway(config: Config): PaymentGateway {
  const secret = config.payments.sandboxSecret
  return {
    name: 'sandbox',

    async start() {
      const reference = randomToken()
      return { reference, redirectUrl: `${config.publicUrl}/v1/payments/sandbox/${reference}` }
    },

    verifyCallback(headers, body) {
      const header = headers[SANDBOX_SIGNATURE_HEADER]
      const signature = Array.isArray(header) ? header[0] : header
      if (typeof body !== 'string' && !Buffer.isBuffer(body))
        throw new HttpError(400, 'errors.bad_request')
      if (!signature || !safeEqual(signature, sandboxSignature(secret, body)))
        throw new HttpError(403, 'errors.forbidden')
      let payload: unknown
      try {
        payload = JSON.parse(body.toString())
      } catch {
        throw new HttpError(400, 'errors.bad_request')
      }
      const { reference, status } = (payload ?? {}) as Record<string, unknown>
      if (typeof reference !== 'string' || (status !== 'paid' && status !== 'cancelled'))
        throw new HttpError(400, 'errors.bad_request')
      return { reference, status }
    },
  }
}
