import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../src/plugins/json-body.js'
import { build, signedInVisitor } from '../helper.js'

const JSON_HEADERS = { 'content-type': 'application/json' }
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

describe('nestedDeeperThan', () => {
  it('counts objects and arrays opened inside each other', () => {
    assert.equal(nestedDeeperThan('{"a":[1,{"b":[]}]}', 4), false)
    assert.equal(nestedDeeperThan('{"a":[1,{"b":[]}]}', 3), true)
    assert.equal(nestedDeeperThan('[[],[],[],[]]', 2), false)
    assert.equal(nestedDeeperThan('1', 0), false)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    assert.equal(nestedDeeperThan(JSON.stringify({ note: '[[[[{{{{' }), 1), false)
    assert.equal(nestedDeeperThan(JSON.stringify({ note: 'a "quoted" [[[[' }), 1), false)
    assert.equal(nestedDeeperThan(JSON.stringify({ note: 'ends in \\' }) + '[[', 1), true)
  })
})

describe('JSON bodies too deep or too large', async () => {
  const testApp = await build()
  const shopper = await signedInVisitor(testApp)

  // The bodies of the issue: 60 KB nested 30,000 deep answered 500 on these two calls.
  for (const url of ['/v1/auth/login', '/v1/owners/5']) {
    for (const [shape, body] of [
      ['array', deepArray(30_000)],
      ['object', deepObject(9_000)],
    ]) {
      it(`POST ${url} with an ${shape} nested thousands deep is a 400 with a message`, async () => {
        const response = await shopper.visitor.post(url, body, { headers: JSON_HEADERS })
        assert.equal(response.statusCode, 400, response.body)
        assert.deepEqual(response.json(), {
          message: `Odesílaná data jsou příliš hluboce vnořená (nejvýše ${MAX_JSON_DEPTH} úrovní).`,
        })
      })
    }
  }

  it('answers in the visitor language', async () => {
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const response = await visitor.post('/v1/auth/login', deepArray(100), { headers: JSON_HEADERS })
    assert.equal(response.statusCode, 400)
    assert.equal(response.json().message, 'The data sent is nested too deeply (at most 32 levels).')
  })

  it('lets a body exactly at the limit through to validation', async () => {
    const atLimit = `{"username":"jana@example.cz","password":"x","remember":${deepArray(MAX_JSON_DEPTH - 1)}}`
    const response = await testApp
      .visitor()
      .post('/v1/auth/login', atLimit, { headers: JSON_HEADERS })
    assert.equal(response.statusCode, 422, response.body)
    const over = atLimit.replace(deepArray(MAX_JSON_DEPTH - 1), deepArray(MAX_JSON_DEPTH))
    const tooDeep = await testApp.visitor().post('/v1/auth/login', over, { headers: JSON_HEADERS })
    assert.equal(tooDeep.statusCode, 400)
  })

  it('answers a body over 64 KB with 413 and a message', async () => {
    const body = JSON.stringify({ username: 'jana@example.cz', password: 'x'.repeat(70_000) })
    const response = await testApp.visitor().post('/v1/auth/login', body, { headers: JSON_HEADERS })
    assert.equal(response.statusCode, 413)
    assert.deepEqual(response.json(), { message: 'Odesílaná data jsou příliš velká.' })
  })

  it('still answers malformed JSON with 400, and refuses __proto__ and constructor keys', async () => {
    for (const body of [
      '{"username":',
      '{"username":"a"}}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ]) {
      const response = await testApp
        .visitor()
        .post('/v1/auth/login', body, { headers: JSON_HEADERS })
      assert.equal(response.statusCode, 400, body)
      assert.equal(
        response.json().message,
        'Požadavek se nepodařilo přečíst. Obnovte prosím stránku a zkuste to znovu.',
      )
    }
  })
})
