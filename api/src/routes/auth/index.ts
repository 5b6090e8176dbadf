import type { FastifyPluginAsync } from 'fastify'
import forgotPassword from './forgot-password.js'
import login from './login.js'
import logout from './logout.js'
import register from './register.js'
import resetPassword from './reset-password.js'
import updatePassword from './update-password.js'

/** /auth: registration, sign-in and -out, and passwords. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(register)
  await app.register(login)
  await app.register(logout)
  await app.register(forgotPassword)
  await app.register(resetPassword)
  await app.register(updatePassword)
}

export default routes
