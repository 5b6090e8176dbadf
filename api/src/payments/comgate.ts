import type { GatewaySettings } from '../config/gateways.js'
import {
  GatewayUnavailableError,
  gatewayFetch,
  type GatewayReport,
  type PaymentGateway,
  type ReportedStatus,
} from './gateway.js'

type ComgateSettings = NonNullable<GatewaySettings['comgate']>

/** ComGate's payment statuses (https://apidoc.comgate.cz, "Stav platby") in the shop's words. */
const STATUSES: Record<string, ReportedStatus> = {
  PENDING: 'pending',
  AUTHORIZED: 'pending',
  PAID: 'paid',
  CANCELLED: 'cancelled',
}

/**
 * ComGate API v1.0 (https://apidoc.comgate.cz): form-encoded POSTs to /create, /status and /refund
 * with the merchant id and secret, answered form-encoded with `code=0&message=OK` on success. The
 * push notification's URL and the shopper's return URL are set in ComGate's client portal; the
 * notification is only a hint, so the shop asks /status.
 */
export function comgateGateway(settings: ComgateSettings, timeout: number): PaymentGateway {
  async function call(path: string, fields: Record<string, string>): Promise<URLSearchParams> {
    const response = await gatewayFetch('comgate', timeout, `${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        merchant: settings.merchant,
        ...fields,
        secret: settings.secret,
      }),
    })
    const answer = new URLSearchParams(await response.text())
    if (answer.get('code') !== '0')
      throw new GatewayUnavailableError(
        'comgate',
        `${path} answered code ${answer.get('code')}: ${answer.get('message')}`,
      )
    return answer
  }
  const test = String(settings.test)

  return {
    name: 'comgate',

    async start(input) {
      const answer = await call('/create', {
        test,
        price: String(input.amount),
        curr: input.currency,
        label: input.orderNumber,
        refId: input.orderNumber,
        method: 'CARD_ALL',
        ...(input.email && { email: input.email }),
        lang: input.locale,
        prepareOnly: 'true',
      })
      const reference = answer.get('transId')
      const redirectUrl = answer.get('redirect')
      if (!reference || !redirectUrl || !/^https?:\/\//.test(redirectUrl))
        throw new GatewayUnavailableError('comgate', '/create answered without transId or redirect')
      return { reference, redirectUrl }
    },

    async status(reference) {
      const report = comgateReport(await call('/status', { transId: reference }))
      if (!report || report.reference !== reference)
        throw new GatewayUnavailableError('comgate', `status of ${reference} is unreadable`)
      return report
    },

    async refund(payment) {
      await call('/refund', {
        transId: payment.reference,
        amount: String(payment.amount),
        curr: payment.currency,
        test,
        refId: payment.orderNumber,
      })
    },
  }
}

/** ComGate's status answer (transId, status, price, curr, refId) as a report; null when unreadable. */
function comgateReport(answer: URLSearchParams): GatewayReport | null {
  const status = STATUSES[answer.get('status') ?? '']
  const reference = answer.get('transId')
  const price = answer.get('price') ?? ''
  const currency = answer.get('curr')
  const orderNumber = answer.get('refId')
  if (!status || !reference || !currency || orderNumber === null || !/^\d+$/.test(price))
    return null
  return { reference, status, amount: Number(price), currency, orderNumber }
}
