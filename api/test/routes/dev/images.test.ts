import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build } from '../../helper.js'

const testApp = await build()
const { app } = testApp

test('POST /dev/images adds a copy of a picture under a name of its own, filed where it was', async () => {
  const added = await app.inject({
    method: 'POST',
    url: '/v1/dev/images',
    payload: { copy_of: 31, name: 'Nový obrázek od majitele' },
  })
  assert.equal(added.statusCode, 201)
  const { id } = added.json().data as { id: string }
  const original = (await app.inject({ url: '/v1/images/31' })).json()
  const shown = await app.inject({ url: `/v1/images/${id}`, headers: { 'accept-language': 'en' } })
  assert.equal(shown.statusCode, 200)
  const copy = shown.json()
  assert.equal(copy.data.attributes.name, 'Nový obrázek od majitele')
  assert.deepEqual(copy.data.relationships, original.data.relationships)
})

test('PATCH /dev/images/{id} changes the "from" price in both currencies', async () => {
  const changed = await app.inject({
    method: 'PATCH',
    url: '/v1/dev/images/32',
    payload: { from_price_czk: 12345, from_price_eur: 678 },
  })
  assert.equal(changed.statusCode, 200)
  const cs = (await app.inject({ url: '/v1/images/32' })).json()
  const en = (
    await app.inject({ url: '/v1/images/32', headers: { 'accept-language': 'en' } })
  ).json()
  assert.equal(cs.data.attributes.from_price, 12345)
  assert.equal(en.data.attributes.from_price, 678)
})

test('DELETE /dev/images/{id} takes a picture away: GET /images/{id} answers 404', async () => {
  const added = await app.inject({
    method: 'POST',
    url: '/v1/dev/images',
    payload: { copy_of: 33, name: 'Na chvíli' },
  })
  const { id } = added.json().data as { id: string }
  assert.equal(
    (await app.inject({ method: 'DELETE', url: `/v1/dev/images/${id}` })).statusCode,
    204,
  )
  assert.equal((await app.inject({ url: `/v1/images/${id}` })).statusCode, 404)
  assert.equal(
    (await app.inject({ method: 'DELETE', url: `/v1/dev/images/${id}` })).statusCode,
    404,
  )
})

test('an unknown picture changes nothing', async () => {
  const copy = await app.inject({
    method: 'POST',
    url: '/v1/dev/images',
    payload: { copy_of: 999999, name: 'Nic' },
  })
  assert.equal(copy.statusCode, 404)
  const price = await app.inject({
    method: 'PATCH',
    url: '/v1/dev/images/999999',
    payload: { from_price_czk: 1, from_price_eur: 1 },
  })
  assert.equal(price.statusCode, 404)
})
