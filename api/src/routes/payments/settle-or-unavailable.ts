import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../lib/http-error.js'
import { GatewayUnavailableError } from '../../payments/gateway.js'
import { settleFromGateway } from '../../orders/settle-payment.js'

/**
 * Settles a payment a gateway notified the shop of; a gateway whose status API does not answer is
 * a 503, so that the gateway notifies again later.
 */
export async function settleNotified(
  app: FastifyInstance,
  gateway: string,
  reference: string,
): Promise<void> {
  try {
    await settleFromGateway(app, gateway, reference)
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error
    app.log.error({ err: error, gateway, reference }, 'payment status query failed')
    throw new HttpError(503, 'payments.gateway_unavailable')
  }
}
