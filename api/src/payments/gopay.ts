import type { GatewaySettings } from '../config/gateways.js'
import {
  GatewayUnavailableError,
  gatewayFetch,
  type GatewayReport,
  type PaymentGateway,
  type ReportedStatus,
} from './gateway.js'

type GopaySettings = NonNullable<GatewaySettings['gopay']>

/**
 * GoPay's payment states (https://doc.gopay.com, "Payment status") in the shop's words. A partial
 * refund leaves the rest paid; an authorised pre-authorisation is not money yet.
 */
const STATES: Record<string, ReportedStatus> = {
  CREATED: 'pending',
  PAYMENT_METHOD_CHOSEN: 'pending',
  AUTHORIZED: 'pending',
  PAID: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  CANCELED: 'cancelled',
  TIMEOUTED: 'cancelled',
  REFUNDED: 'refunded',
}

/** GoPay's payment page speaks these; the shop's other languages get English. */
const LANGUAGES: Record<string, string> = { cs: 'CS', sk: 'SK', de: 'DE', en: 'EN' }

/** Access tokens per account, reused until shortly before they expire (GoPay issues 30 minutes). */
const tokens = new WeakMap<GopaySettings, { token: string; expires: number }>()

/**
 * GoPay REST API (https://doc.gopay.com): an OAuth 2 client-credentials token, then create payment
 * (POST /payments/payment), payment status (GET /payments/payment/{id}) and refund
 * (POST /payments/payment/{id}/refund). GoPay notifies a change with an HTTP GET of the payment's
 * notification_url with ?id=, and sends the shopper to its return_url with ?id=; neither says what
 * happened, so the shop asks the status API.
 */
export function gopayGateway(settings: GopaySettings, timeout: number): PaymentGateway {
  const call = (path: string, init: RequestInit) =>
    gatewayFetch('gopay', timeout, `${settings.apiUrl}${path}`, init)

  async function accessToken(): Promise<string> {
    const cached = tokens.get(settings)
    if (cached && cached.expires > Date.now()) return cached.token
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')
    const response = await call('/oauth2/token', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${basic}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'payment-all' }),
    })
    const { access_token: token, expires_in: expiresIn } = (await json(response)) as {
      access_token?: unknown
      expires_in?: unknown
    }
    if (typeof token !== 'string') throw new GatewayUnavailableError('gopay', 'no access token')
    const lifetime = typeof expiresIn === 'number' ? expiresIn : 1800
    tokens.set(settings, { token, expires: Date.now() + (lifetime - 60) * 1000 })
    return token
  }

  async function authorised(path: string, init: RequestInit): Promise<unknown> {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${await accessToken()}` }
    return json(await call(path, { ...init, headers: { ...headers, ...init.headers } }))
  }

  return {
    name: 'gopay',

    async start(input) {
      const instrument = input.method === 'card' ? 'PAYMENT_CARD' : 'GOPAY'
      const created = (await authorised('/payments/payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          payer: {
            allowed_payment_instruments: [instrument],
            default_payment_instrument: instrument,
            ...(input.email && { contact: { email: input.email } }),
          },
          target: { type: 'ACCOUNT', goid: Number(settings.goid) },
          amount: input.amount,
          currency: input.currency,
          order_number: input.orderNumber,
          order_description: `Obrazárna ${input.orderNumber}`,
          lang: LANGUAGES[input.locale] ?? 'EN',
          callback: { return_url: input.returnUrl, notification_url: input.notificationUrl },
        }),
      })) as { id?: unknown; gw_url?: unknown }
      if (
        (typeof created.id !== 'number' && typeof created.id !== 'string') ||
        !isUrl(created.gw_url)
      )
        throw new GatewayUnavailableError('gopay', 'create payment answered without id or gw_url')
      return { reference: String(created.id), redirectUrl: created.gw_url }
    },

    async status(reference) {
      const payment = (await authorised(`/payments/payment/${encodeURIComponent(reference)}`, {
        method: 'GET',
      })) as Record<string, unknown>
      const report = gopayReport(payment)
      if (!report || report.reference !== reference)
        throw new GatewayUnavailableError('gopay', `payment status of ${reference} is unreadable`)
      return report
    },

    async refund(payment) {
      const answer = (await authorised(
        `/payments/payment/${encodeURIComponent(payment.reference)}/refund`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ amount: String(payment.amount) }),
        },
      )) as { result?: unknown }
      // FINISHED: refunded; ACCEPTED: GoPay carries it out shortly. FAILED: nothing was refunded.
      if (answer.result !== 'FINISHED' && answer.result !== 'ACCEPTED')
        throw new GatewayUnavailableError(
          'gopay',
          `refund of ${payment.reference}: ${String(answer.result)}`,
        )
    },
  }
}

function isUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value)
}

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    throw new GatewayUnavailableError('gopay', `${response.url} answered no JSON`)
  }
}

/** GoPay's payment (id, state, amount, currency, order_number) as a report; null when unreadable. */
function gopayReport(payment: Record<string, unknown>): GatewayReport | null {
  const { id, state, amount, currency, order_number: orderNumber } = payment
  const status = typeof state === 'string' ? STATES[state] : undefined
  if (!status || (typeof id !== 'number' && typeof id !== 'string')) return null
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null
  if (typeof currency !== 'string' || typeof orderNumber !== 'string') return null
  return { reference: String(id), status, amount, currency, orderNumber }
}
