import type { AddressDocument as Address } from '../api/addresses'

const resource = ({ id, ...attributes }: Address) => ({ type: 'addresses', id, attributes })

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
}

/** GET /me/addresses as the API answers it. */
export const addressBook = (...addresses: Address[]) => ({
  data: addresses.map(resource),
  meta: { total: addresses.length },
})

/** POST or PATCH /me/addresses as the API answers it. */
export const addressDocument = (address: Address) => ({ data: resource(address) })
