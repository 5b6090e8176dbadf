import type { FastifyPluginAsync } from 'fastify'
import decideSandboxPayment from './decide-sandbox-payment.js'
import gatewayCallback from './gateway-callback.js'
import notifyComgate from './notify-comgate.js'
import notifyGopay from './notify-gopay.js'
import returnFromGateway from './return-from-gateway.js'
import showSandboxPayment from './show-sandbox-payment.js'

/**
 * /payments: the configured gateways' notifications and the shopper's way back from them, and the
 * sandbox gateway's own payment page. The shopper starts a payment from their order
 * (POST /me/orders/{id}/payment). A gateway that is not configured has no routes; one that no
 * method uses any longer keeps its notifications and return, for the payments made through it.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { gateways, gopay, comgate } = app.config.payments
  if (Object.values(gateways).includes('sandbox')) {
    await app.register(showSandboxPayment)
    await app.register(decideSandboxPayment)
    await app.register(gatewayCallback)
  }
  if (gopay) await app.register(notifyGopay)
  if (comgate) await app.register(notifyComgate)
  if (gopay || comgate) await app.register(returnFromGateway)
}

export default routes
