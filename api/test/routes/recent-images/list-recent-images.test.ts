import assert from 'node:assert/strict'
import { test } from 'node:test'
import { count } from 'drizzle-orm'
import { imageViews } from '../../../src/db/schema.js'
import { build, signedInVisitor } from '../../helper.js'

const testApp = await build()
const ids = (
  (await testApp.app.inject({ url: '/v1/images?per_page=3' })).json().data as { id: string }[]
).map((image) => image.id)
const [a, b, c] = ids as [string, string, string]

const recentIds = async (visitor: ReturnType<typeof testApp.visitor>) => {
  const response = await visitor.get('/v1/recent_images')
  assert.equal(response.statusCode, 200)
  return (response.json().data as { id: string; type: string }[]).map((image) => image.id)
}

test('a session lists the images it viewed, newest first', async () => {
  const visitor = testApp.visitor()
  await visitor.get('/v1/csrf')
  assert.deepEqual(await recentIds(visitor), [])
  await visitor.get(`/v1/images/${a}`)
  await visitor.get(`/v1/images/${b}`)
  assert.deepEqual(await recentIds(visitor), [b, a])
  await visitor.get(`/v1/images/${a}`)
  assert.deepEqual(await recentIds(visitor), [a, b])

  const response = await visitor.get('/v1/recent_images')
  const first = response.json().data[0]
  assert.equal(first.type, 'images')
  assert.equal(first.attributes.currency, 'CZK')
  assert.equal(response.json().meta.total, 2)
  assert.deepEqual(await recentIds(testApp.visitor()), [], 'another visitor sees nothing')

  visitor.language = 'en'
  const english = await visitor.get('/v1/recent_images')
  assert.equal(english.headers['content-language'], 'en')
  assert.equal(english.json().data[0].attributes.currency, 'EUR')
  assert.notEqual(english.json().data[0].attributes.name, first.attributes.name)
})

test('without a session the list is empty and nothing is recorded', async () => {
  const [before] = await testApp.database.db.select({ value: count() }).from(imageViews)
  const viewed = await testApp.app.inject({ url: `/v1/images/${c}` })
  assert.equal(viewed.statusCode, 200)
  const response = await testApp.app.inject({ url: '/v1/recent_images' })
  assert.equal(response.statusCode, 200)
  assert.deepEqual(response.json().data, [])
  assert.equal(response.headers['set-cookie'], undefined)
  const [after] = await testApp.database.db.select({ value: count() }).from(imageViews)
  assert.equal(after!.value, before!.value)
})

test('a signed-in user sees their own views; per_page caps the list at 20', async () => {
  const { visitor } = await signedInVisitor(testApp)
  await visitor.get(`/v1/images/${c}`)
  await visitor.get(`/v1/images/${a}`)
  assert.deepEqual(await recentIds(visitor), [a, c])
  const one = await visitor.get('/v1/recent_images?per_page=1')
  assert.deepEqual(
    one.json().data.map((image: { id: string }) => image.id),
    [a],
  )
  const tooMany = await visitor.get('/v1/recent_images?per_page=21')
  assert.equal(tooMany.statusCode, 422)
  assert.ok(tooMany.json().errors.per_page[0])
})
