export type SettledStatus = 'paid' | 'cancelled'

/**
 * A gateway's verdict on one payment, as the gateway itself reports it (a real adapter asks the
 * gateway's status API rather than trusting the notification's text): what was paid, in which
 * currency, and for which order. The shop checks all of it against the order before it believes it.
 */
export interface GatewayReport {
  /** The gateway's id of the payment. */
  reference: string
  status: SettledStatus
  /** Minor units (hellers, cents), as charged. */
  amount: number
  /** ISO 4217, e.g. CZK. */
  currency: string
  /** The shop's reference the payment was registered with: the order number. */
  orderNumber: string
}

/** What the shop needs from a card/GoPay payment gateway; the sandbox implements it here. */
export interface PaymentGateway {
  name: string
  /** Registers a payment; returns the gateway's reference and where to send the shopper. */
  start(input: {
    amount: number
    currency: string
    method: 'card' | 'gopay'
    orderNumber: string
    locale: string
    returnUrl: string
  }): Promise<{ reference: string; redirectUrl: string }>
  /**
   * Verifies a callback (signature) and reports the payment it is about; throws HttpError 400/403
   * when it is not genuine. Every report goes through settlePayment, which compares it with the order.
   */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<GatewayReport>
}
