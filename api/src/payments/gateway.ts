import type { GatewayName, OnlineMethod } from '../config/gateways.js'

/** A payment's state at the gateway, in the shop's words. */
export type ReportedStatus = 'pending' | 'paid' | 'cancelled' | 'refunded'

/**
 * A gateway's verdict on one payment, as the gateway's own status API reports it (never the text of
 * a notification, which anybody can send): what was paid, in which currency, and for which order.
 * The shop checks all of it against the order before it believes it.
 */
export interface GatewayReport {
  /** The gateway's id of the payment. */
  reference: string
  status: ReportedStatus
  /** Minor units (hellers, cents), as charged. */
  amount: number
  /** ISO 4217, e.g. CZK. */
  currency: string
  /** The shop's reference the payment was registered with: the order number. */
  orderNumber: string
}

export interface PaymentStart {
  amount: number
  currency: string
  method: OnlineMethod
  orderNumber: string
  email: string | null
  locale: string
  /** Where the gateway sends the shopper back to (the API's return route for this gateway). */
  returnUrl: string
  /** Where the gateway notifies the shop of a change, for gateways that take it per payment. */
  notificationUrl: string
}

/** The payment as the shop registered it: what a refund gives back. */
export interface PaymentToRefund {
  reference: string
  amount: number
  currency: string
  orderNumber: string
}

/** What the shop needs from a card/GoPay payment gateway. */
export interface PaymentGateway {
  name: GatewayName
  /** Registers a payment; returns the gateway's reference and where to send the shopper. */
  start(input: PaymentStart): Promise<{ reference: string; redirectUrl: string }>
  /** Asks the gateway for the payment's state: the only report a payment is settled from. */
  status(reference: string): Promise<GatewayReport>
  /** Gives a paid payment's whole amount back. */
  refund(payment: PaymentToRefund): Promise<void>
}

/**
 * The gateway did not answer in time, could not be reached or answered with an error: nothing
 * changed at the shop, and the same call may be tried again later.
 */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly gateway: GatewayName,
    detail: string,
  ) {
    super(`${gateway}: ${detail}`)
    this.name = 'GatewayUnavailableError'
  }
}

/**
 * fetch with the shop's time limit; a network failure, a timeout or an HTTP error status becomes a
 * GatewayUnavailableError.
 */
export async function gatewayFetch(
  gateway: GatewayName,
  timeout: number,
  url: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) })
  } catch (error) {
    throw new GatewayUnavailableError(gateway, `${init.method ?? 'GET'} ${url}: ${String(error)}`)
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '')
    throw new GatewayUnavailableError(
      gateway,
      `${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 300)}`,
    )
  }
  return response
}
