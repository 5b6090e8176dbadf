import type { FastifyPluginAsync } from 'fastify'
import decideSandboxPayment from './decide-sandbox-payment.js'
import gatewayCallback from './gateway-callback.js'
import showSandboxPayment from './show-sandbox-payment.js'

/**
 * /payments: the gateway's signed callback and the sandbox gateway's own payment page. The shopper
 * starts a payment from their order (POST /me/orders/{id}/payment).
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(showSandboxPayment)
  await app.register(decideSandboxPayment)
  await app.register(gatewayCallback)
}

export default routes
