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
  /** Verifies a callback (signature) and tells which payment and what state; throws HttpError 400/403 when not genuine. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): { reference: string; status: 'paid' | 'cancelled' }
}

export type SettledStatus = 'paid' | 'cancelled'
