import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { basketAddresses, baskets, users } from '../../src/db/schema.js'
import { build, registration, signedInVisitor } from '../helper.js'
import { fieldError } from './auth/fixtures.js'
import { billing, includedOf, newBasket } from './baskets/fixtures.js'

/**
 * No control characters in names, addresses and notes, anywhere in the API: a 422 on the field, and
 * nothing written. Issue 28, finding 4: a billing name with line breaks went into the greeting of
 * the order confirmation.
 */
const testApp = await build()
const db = testApp.database.db

const ONE_LINE = 'Zadejte text na jeden řádek, bez zalomení řádků a skrytých řídicích znaků.'
const PHISHING = 'Jana\n\nYour card was charged 4 990 Kč. Cancel at https://evil.example'
/** A different kind of control for each field: line breaks, a tab, separators, bidi, C1, bell. */
const CONTROLS = ['\n', '\r', '\t', '\u2028', '\u202e', '\u0085', '\u2066', '\u0007']

describe('basket details', () => {
  it('refuse the confirmed attack, a billing name with line breaks, on that field only', async () => {
    const visitor = testApp.visitor()
    const uuid = await newBasket(visitor)
    const url = `/v1/baskets/${uuid}/billing_details`

    const attack = await visitor.post(url, { ...billing, first_name: PHISHING })
    assert.equal(attack.statusCode, 422)
    assert.deepEqual(attack.json().errors, { first_name: [ONE_LINE] })
    const basket = (await visitor.get(`/v1/baskets/${uuid}`)).json()
    assert.equal(basket.data.relationships.billing_detail.data, null, 'nothing saved')

    assert.equal((await visitor.post(url, billing)).statusCode, 201)
    const change = await visitor.patch(url, { first_name: PHISHING, city: 'Brno' })
    assert.equal(change.statusCode, 422)
    assert.deepEqual(Object.keys(change.json().errors), ['first_name'])
    const [kept] = includedOf((await visitor.get(`/v1/baskets/${uuid}`)).json(), 'billing_details')
    assert.equal(kept!.attributes.first_name, 'Jana')
    assert.equal(kept!.attributes.city, 'Praha', 'the valid field sent with it is not saved either')
  })

  it('refuse control characters in every text field of billing and shipping details', async () => {
    const visitor = testApp.visitor()
    const uuid = await newBasket(visitor)
    const text = ['first_name', 'last_name', 'company', 'street', 'city', 'zip']
    for (const [kind, fields] of [
      ['billing', [...text, 'company_id', 'vat_id']],
      ['shipping', text],
    ] as const)
      for (const [index, field] of fields.entries()) {
        const control = CONTROLS[index % CONTROLS.length]!
        const response = await visitor.post(`/v1/baskets/${uuid}/${kind}_details`, {
          ...billing,
          [field]: `CZ1${control}2345`,
        })
        assert.equal(response.statusCode, 422, `${kind} ${field} ${escape(control)}`)
        assert.equal(fieldError(response, field), ONE_LINE, `${kind} ${field}`)
      }
    const saved = await db
      .select({ id: basketAddresses.id })
      .from(basketAddresses)
      .innerJoin(baskets, eq(baskets.id, basketAddresses.basketId))
      .where(eq(baskets.uuid, uuid))
    assert.deepEqual(saved, [], 'no address row written')
    const after = (await visitor.get(`/v1/baskets/${uuid}`)).json().data.relationships
    assert.equal(after.billing_detail.data, null)
    assert.equal(after.shipping_detail.data, null)
  })

  it('let a note run over lines, but take no other control characters in it', async () => {
    const visitor = testApp.visitor()
    const uuid = await newBasket(visitor)
    const url = `/v1/baskets/${uuid}`
    const lines = await visitor.patch(url, { note: 'Zabalit jako dárek.\nZvonek: Novákovi' })
    assert.equal(lines.statusCode, 200)
    assert.equal(lines.json().data.attributes.note, 'Zabalit jako dárek.\nZvonek: Novákovi')

    visitor.language = 'en'
    const tab = await visitor.patch(url, { note: 'Zabalit\tprosím' })
    assert.equal(tab.statusCode, 422)
    assert.equal(
      fieldError(tab, 'note'),
      'This text must not contain hidden control characters (such as tabs).',
    )
    const basket = (await visitor.get(url)).json().data.attributes
    assert.equal(basket.note, 'Zabalit jako dárek.\nZvonek: Novákovi')
  })
})

describe('registration', () => {
  it('refuses a name or an address with control characters and creates no account', async () => {
    for (const [index, field] of ['name', 'street', 'city', 'zip'].entries()) {
      const control = CONTROLS[index]!
      const payload = registration({ [field]: `Praha${control}7` })
      const response = await testApp.visitor().post('/v1/auth/register', payload)
      assert.equal(response.statusCode, 422, `${field} ${escape(control)}`)
      assert.equal(fieldError(response, field), ONE_LINE)
      assert.equal(
        (await db.select().from(users).where(eq(users.email, payload.email))).length,
        0,
        'no account',
      )
    }
  })
})

describe('profile', () => {
  it('PATCH /me refuses a name with a line break and keeps everything sent with it', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const response = await visitor.patch('/v1/me', {
      name: 'Jana\r\nShop support: +420 900 000 000',
      phone_number: '+420 601 111 222',
    })
    assert.equal(response.statusCode, 422)
    assert.deepEqual(Object.keys(response.json().errors), ['name'])
    assert.equal(fieldError(response, 'name'), ONE_LINE)
    const me = (await visitor.get('/v1/me')).json().data.attributes
    assert.equal(me.name, 'Jana Nováková')
    assert.equal(me.phone_number, '+420777123456')
  })
})

describe('address book', () => {
  it('refuses control characters in a new or a changed address and saves nothing', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const address = {
      first_name: 'Jan',
      last_name: 'Novák',
      company: 'Novák s.r.o.',
      street: 'Dlouhá 5',
      city: 'Brno',
      zip: '60200',
      country: 'CZ',
    }
    const fields = ['first_name', 'last_name', 'company', 'street', 'city', 'zip'] as const
    for (const [index, field] of fields.entries()) {
      const control = CONTROLS[index]!
      const response = await visitor.post('/v1/me/addresses', {
        ...address,
        [field]: `${address[field]}${control}x`,
      })
      assert.equal(response.statusCode, 422, `${field} ${escape(control)}`)
      assert.equal(fieldError(response, field), ONE_LINE)
    }
    const list = (await visitor.get('/v1/me/addresses')).json()
    assert.equal(list.meta.total, 1, 'only the address from the registration')

    const id = list.data[0].id
    const change = await visitor.patch(`/v1/me/addresses/${id}`, {
      city: 'Brno',
      company: 'Novák\u202e.o.r.s',
    })
    assert.equal(change.statusCode, 422)
    assert.deepEqual(Object.keys(change.json().errors), ['company'])
    const [kept] = (await visitor.get('/v1/me/addresses')).json().data
    assert.equal(kept.attributes.city, 'Praha')
    assert.equal(kept.attributes.company, null)
  })
})
