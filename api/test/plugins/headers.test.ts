import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import { images } from '../../src/db/schema.js'
import { build, signedInVisitor, type Response } from '../helper.js'

function assertHardened(response: Response, cacheControl: string, what: string) {
  assert.equal(response.headers['x-content-type-options'], 'nosniff', what)
  assert.equal(response.headers['referrer-policy'], 'no-referrer', what)
  assert.equal(response.headers['cache-control'], cacheControl, what)
}

describe('security headers on every answer', async () => {
  const testApp = await build({ mediaCacheDir: fs.mkdtempSync('/tmp/print-shop-media-') })
  const shopper = await signedInVisitor(testApp)
  const anonymous = testApp.visitor()

  it('keeps personal answers out of every cache, errors included', async () => {
    const answers: [string, Response][] = [
      ['GET /v1/me', await shopper.visitor.get('/v1/me')],
      ['GET /v1/me signed out', await anonymous.get('/v1/me')],
      ['GET /v1/csrf', await anonymous.get('/v1/csrf')],
      ['GET /v1/favorites', await shopper.visitor.get('/v1/favorites')],
      [
        'POST /v1/auth/login wrong',
        await anonymous.post('/v1/auth/login', { username: 'nikdo@example.cz', password: 'x' }),
      ],
      ['POST /v1/baskets', await shopper.visitor.post('/v1/baskets', {})],
      [
        'GET /v1/baskets unknown',
        await shopper.visitor.get('/v1/baskets/00000000-0000-4000-8000-000000000000'),
      ],
      ['POST /v1/owners/5', await shopper.visitor.post('/v1/owners/5', {})],
      ['GET /v1/me/orders', await shopper.visitor.get('/v1/me/orders')],
    ]
    for (const [what, response] of answers) {
      assert.ok(response.statusCode < 500, `${what}: ${response.statusCode}`)
      assertHardened(response, 'no-store', what)
    }
    assert.equal(answers[0]![1].statusCode, 200)
    assert.equal(answers[1]![1].statusCode, 401)
  })

  it('hardens 404s, refused bodies and answers without caching of their own alike', async () => {
    assertHardened(await anonymous.get('/v1/no-such-call'), 'no-store', '404')
    const malformed = await anonymous.post('/v1/auth/login', '{"username":', {
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    assertHardened(malformed, 'no-store', 'malformed JSON')
    // Delivery methods set no caching of their own: private by default until a route says otherwise.
    const methods = await anonymous.get('/v1/delivery_methods')
    assert.equal(methods.statusCode, 200)
    assertHardened(methods, 'no-store', 'GET /v1/delivery_methods')
  })

  it('keeps the catalogue reads revalidated: public for a visitor, private for a shopper', async () => {
    const visitor = await anonymous.get('/v1/categories')
    assert.equal(visitor.statusCode, 200)
    assertHardened(visitor, 'public, no-cache', 'GET /v1/categories, visitor')
    assertHardened(await shopper.visitor.get('/v1/categories'), 'private, no-cache', 'shopper')
    const unknown = await anonymous.get('/v1/images/999999')
    assert.equal(unknown.statusCode, 404)
    assertHardened(unknown, 'no-store', 'GET /v1/images/999999')
  })

  it("keeps the pictures' own long caching, on 200 and 304", async () => {
    const [photo] = await testApp.database.db.select({ id: images.id }).from(images).limit(1)
    const picture = await anonymous.get(`/v1/media/${photo!.id}/640.webp`)
    assert.equal(picture.statusCode, 200, picture.body)
    assertHardened(picture, 'public, max-age=31536000, immutable', 'media 200')
    const again = await anonymous.get(`/v1/media/${photo!.id}/640.webp`, {
      'if-none-match': String(picture.headers.etag),
    })
    assert.equal(again.statusCode, 304)
    assertHardened(again, 'public, max-age=31536000, immutable', 'media 304')
    assertHardened(await anonymous.get('/v1/media/999999/640.webp'), 'no-store', 'media 404')
  })
})
