import { createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { orders, payments } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import { randomToken, safeEqual } from '../lib/tokens.js'
import type { GatewayReport, PaymentGateway } from './gateway.js'

/** The outcomes the sandbox's tester can choose. */
export type SandboxOutcome = 'paid' | 'cancelled'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

/** HMAC-SHA256 of the raw callback body, hex: what the sandbox sends and the shop checks. */
export function sandboxSignature(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

/**
 * The sandbox's callback body: the payment as it was registered with it (amount, currency, the
 * order's number) and the outcome the tester chose.
 */
export function sandboxCallbackBody(
  payment: { reference: string; amount: number; currency: string },
  orderNumber: string,
  status: SandboxOutcome,
): string {
  const { reference, amount, currency } = payment
  return JSON.stringify({ reference, status, amount, currency, order_number: orderNumber })
}

/**
 * The built-in stand-in for a card/GoPay gateway: its payment page is served by this API and its
 * callbacks are signed and report amount, currency and order number, so the whole flow runs without
 * a gateway. It keeps no books of its own: its status is the shop's record. No money moves.
 */
export function sandboxGateway(config: Config, db: Database): PaymentGateway {
  return {
    name: 'sandbox',

    async start() {
      const reference = randomToken()
      return { reference, redirectUrl: `${config.publicUrl}/v1/payments/sandbox/${reference}` }
    },

    async status(reference) {
      const [found] = await db
        .select({ payment: payments, orderNumber: orders.number })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.gateway, 'sandbox'), eq(payments.reference, reference)))
      if (!found) throw new HttpError(404, 'errors.not_found')
      const { payment, orderNumber } = found
      // Owed back, or being given back: still paid until the refund is recorded.
      const status =
        payment.status === 'refund_due' || payment.status === 'refunding'
          ? 'paid'
          : (payment.status as GatewayReport['status'])
      return { reference, status, amount: payment.amount, currency: payment.currency, orderNumber }
    },

    async refund() {
      // Nothing was charged.
    },
  }
}

/**
 * The sandbox's notification: its signed callback, which reports the outcome itself; throws
 * HttpError 400/403 when it is not genuine.
 */
export function verifySandboxCallback(
  config: Config,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): GatewayReport {
  const secret = config.payments.sandboxSecret
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
  const report = sandboxReport(payload)
  if (!report) throw new HttpError(400, 'errors.bad_request')
  return report
}

/**
 * The sandbox's signed message, {reference, status, amount, currency, order_number}, as a report;
 * null when a field is missing or of the wrong kind.
 */
function sandboxReport(payload: unknown): GatewayReport | null {
  const { reference, status, amount, currency, order_number } = (payload ?? {}) as Record<
    string,
    unknown
  >
  if (typeof reference !== 'string' || (status !== 'paid' && status !== 'cancelled')) return null
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null
  if (typeof currency !== 'string' || typeof order_number !== 'string') return null
  return { reference, status, amount, currency, orderNumber: order_number }
}
