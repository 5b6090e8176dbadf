import type { FastifyPluginAsync } from 'fastify'
import createAddress from './create-address.js'
import deleteAddress from './delete-address.js'
import listAddresses from './list-addresses.js'
import updateAddress from './update-address.js'

/** /me/addresses: the signed-in user's address book. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(listAddresses)
  await app.register(createAddress)
  await app.register(updateAddress)
  await app.register(deleteAddress)
}

export default routes
