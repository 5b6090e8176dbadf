import type {
  AddressDocument,
  AddressesDocument,
  AddressResource,
} from '@print-shop/shop-domain/responses/accounts'
import { flatten } from '../../../lib/jsonapi'

/** A saved address's id and attributes, with the wire names. */
type Address = { id: string } & AddressResource['attributes']

const resource = ({ id, ...attributes }: Address): AddressResource => ({
  type: 'addresses',
  id,
  attributes,
})

const saved = { created_at: '2026-02-01T10:00:00.000Z', updated_at: '2026-02-01T10:00:00.000Z' }

export const janaHome: Address = {
  id: '21',
  first_name: 'Jana',
  last_name: 'Nováková',
  company: null,
  street: 'Vinohradská 30',
  city: 'Praha',
  zip: '120 00',
  country: 'CZ',
  phone_number: '+420 777123456',
  ...saved,
}

export const janaOffice: Address = {
  id: '22',
  first_name: 'Jana',
  last_name: 'Nováková',
  company: 'Fotoateliér s.r.o.',
  street: 'Hlavná 5',
  city: 'Bratislava',
  zip: '811 01',
  country: 'SK',
  phone_number: null,
  ...saved,
}

/** GET /me/addresses as the API answers it. */
export const addressBook = (...addresses: Address[]): AddressesDocument => ({
  data: addresses.map(resource),
  meta: { total: addresses.length },
})

/** POST or PATCH /me/addresses as the API answers it. */
export const addressDocument = (address: Address): AddressDocument => ({ data: resource(address) })

/** An address as the storefront reads it from an answer (flattened). */
export const flatAddress = (address: Address) => flatten(addressDocument(address))
