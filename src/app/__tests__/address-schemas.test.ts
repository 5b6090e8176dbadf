import { addressFormSchema } from '../../features/addresses/schemas'
import { detailsSchema } from '../../features/checkout/schemas'
import { profileSchema } from '../../features/profile/schemas'
import { failures } from '../../testing/schema-failures'

const ONE_LINE = 'common:form.single_line'
const address = {
  first_name: 'Jan',
  last_name: 'Novák',
  company: 'Novák s.r.o.',
  street: 'Dlouhá 5',
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  calling_code: '+420',
  phone_number: '',
}
/** A different hidden character in each field: line breaks, a tab, separators, bidi, C1, bell. */
const tainted = {
  first_name: 'Jan\n\nYour card was charged',
  last_name: 'No\rvák',
  company: 'Novák\ts.r.o.',
  street: 'Dlouhá\u20285',
  city: 'Br\u202eno',
  zip: '602\u008500',
}

describe('one line of plain text in names and addresses, as the API takes them', () => {
  it('the address book', async () => {
    expect(await failures(addressFormSchema, address)).toEqual({})
    expect(await failures(addressFormSchema, { ...address, ...tainted })).toEqual(
      Object.fromEntries(Object.keys(tainted).map((field) => [field, ONE_LINE])),
    )
  })

  it('checkout: the billing details with the company ids, and a shipping address', async () => {
    const billing = { ...address, email: 'jan@example.cz', company_id: '', vat_id: '' }
    const details = { billing, shipping_differs: true, shipping: address }
    expect(await failures(detailsSchema, details)).toEqual({})
    expect(
      await failures(detailsSchema, {
        ...details,
        billing: {
          ...billing,
          first_name: tainted.first_name,
          company_id: '2748\u20661234',
          vat_id: 'CZ\u00071',
        },
        shipping: { ...address, street: tainted.street },
      }),
    ).toEqual({
      'billing.first_name': ONE_LINE,
      'billing.company_id': ONE_LINE,
      'billing.vat_id': ONE_LINE,
      'shipping.street': ONE_LINE,
    })
  })

  it('the profile', async () => {
    const schema = profileSchema({ email: 'jan@example.cz', hasPassword: true })
    const profile = {
      name: 'Jan Novák',
      email: 'jan@example.cz',
      calling_code: '+420',
      phone_number: '',
    }
    expect(await failures(schema, profile)).toEqual({})
    expect(
      await failures(schema, { ...profile, name: 'Jan\r\nShop support: +420 900 000 000' }),
    ).toEqual({
      name: ONE_LINE,
    })
  })
})
