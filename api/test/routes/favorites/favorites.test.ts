import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build, signedInVisitor } from '../../helper.js'

const testApp = await build()
const [imageA, imageB] = (
  (await testApp.app.inject({ url: '/v1/images?per_page=2' })).json().data as { id: string }[]
).map((image) => Number(image.id))
const owner = await signedInVisitor(testApp)
const stranger = await signedInVisitor(testApp)

const favouriteOf = (visitor: typeof owner.visitor, imageId: number) =>
  visitor.post('/v1/favorites', { image_id: imageId })

test('an anonymous visitor gets 401 on every call', async () => {
  const visitor = testApp.visitor()
  assert.equal((await visitor.get('/v1/favorites')).statusCode, 401)
  assert.equal((await visitor.post('/v1/favorites', { image_id: imageA })).statusCode, 401)
  assert.equal((await visitor.post('/v1/favorites', { image_id: 'nonsense' })).statusCode, 401)
  assert.equal((await visitor.delete('/v1/favorites/1')).statusCode, 401)
})

test('add, list and remove a favourite', async () => {
  const added = await favouriteOf(owner.visitor, imageA!)
  assert.equal(added.statusCode, 201)
  const favourite = added.json().data
  assert.equal(favourite.type, 'favorites')
  assert.ok(!Number.isNaN(Date.parse(favourite.attributes.created_at)))
  assert.deepEqual(favourite.relationships.image.data, { type: 'images', id: String(imageA) })
  assert.equal(added.json().included[0].attributes.is_favorite, true)

  const again = await favouriteOf(owner.visitor, imageA!)
  assert.equal(again.statusCode, 200, 'adding twice is harmless')
  assert.equal(again.json().data.id, favourite.id)

  await favouriteOf(owner.visitor, imageB!)
  const list = await owner.visitor.get('/v1/favorites')
  assert.equal(list.statusCode, 200)
  const body = list.json()
  assert.equal(body.meta.total, 2)
  assert.deepEqual(
    body.data.map(
      (item: { relationships: { image: { data: { id: string } } } }) =>
        item.relationships.image.data.id,
    ),
    [String(imageB), String(imageA)],
    'newest first',
  )
  assert.deepEqual(
    body.included.map(
      (image: { type: string; id: string; attributes: { is_favorite: boolean } }) => [
        image.type,
        image.id,
        image.attributes.is_favorite,
      ],
    ),
    [
      ['images', String(imageB), true],
      ['images', String(imageA), true],
    ],
  )

  owner.visitor.language = 'en'
  const english = await owner.visitor.get('/v1/favorites')
  owner.visitor.language = 'cs'
  assert.equal(english.headers['content-language'], 'en')
  assert.equal(english.json().included[0].attributes.currency, 'EUR')
  assert.equal(body.included[0].attributes.currency, 'CZK')
  assert.notEqual(english.json().included[0].attributes.name, body.included[0].attributes.name)

  const removed = await owner.visitor.delete(`/v1/favorites/${favourite.id}`)
  assert.equal(removed.statusCode, 204)
  assert.equal((await owner.visitor.delete(`/v1/favorites/${favourite.id}`)).statusCode, 404)
  assert.equal((await owner.visitor.get('/v1/favorites')).json().meta.total, 1)
})

test('is_favorite is true for the owner only', async () => {
  await favouriteOf(owner.visitor, imageA!)
  const flag = async (visitor: typeof owner.visitor | ReturnType<typeof testApp.visitor>) => {
    const list = (await visitor.get('/v1/images?per_page=2')).json().data as {
      id: string
      attributes: { is_favorite: boolean }
    }[]
    const detail = (await visitor.get(`/v1/images/${imageA}`)).json().data.attributes
      .is_favorite as boolean
    return [list.find((image) => image.id === String(imageA))!.attributes.is_favorite, detail]
  }
  assert.deepEqual(await flag(owner.visitor), [true, true])
  assert.deepEqual(await flag(stranger.visitor), [false, false])
  assert.deepEqual(await flag(testApp.visitor()), [false, false])
})

test("someone else's favourite or an unknown id is not found", async () => {
  const favourite = (await favouriteOf(owner.visitor, imageB!)).json().data
  assert.equal((await stranger.visitor.delete(`/v1/favorites/${favourite.id}`)).statusCode, 404)
  assert.equal((await owner.visitor.delete('/v1/favorites/999999')).statusCode, 404)
  assert.equal((await owner.visitor.delete('/v1/favorites/abc')).statusCode, 404)
  assert.equal((await stranger.visitor.get('/v1/favorites')).json().meta.total, 0)
  assert.ok(
    (await owner.visitor.get('/v1/favorites'))
      .json()
      .data.some((item: { id: string }) => item.id === favourite.id),
  )
})

test('a bad image_id is a 422 on image_id', async () => {
  for (const body of [
    { image_id: 999999 },
    { image_id: String(imageA) },
    { image_id: 0 },
    {},
    { image_id: 1.5 },
  ]) {
    const response = await owner.visitor.post('/v1/favorites', body)
    assert.equal(response.statusCode, 422, JSON.stringify(body))
    assert.ok(response.json().errors.image_id[0], JSON.stringify(body))
  }
})
