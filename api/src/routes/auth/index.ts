import type { FastifyPluginAsync } from 'fastify'
import forgotPassword from './forgot-password.js'
import login from './login.js'
import logout from './logout.js'
import register from './register.js'
import resendVerification from './resend-verification.js'
import resetPassword from './reset-password.js'
import updatePassword from './update-password.js'
import verifyEmail from './verify-email.js'

/** /auth: registration, sign-in and -out, passwords, and verifying e-mail addresses. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(register)
  await app.register(login)
  await app.register(logout)
  await app.register(forgotPassword)
  await app.register(resetPassword)
  await app.register(updatePassword)
  await app.register(verifyEmail)
  await app.register(resendVerification)
}

export default routes
