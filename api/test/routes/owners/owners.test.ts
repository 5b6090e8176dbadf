import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { sessions } from '../../../src/db/schema.js'
import { sha256 } from '../../../src/lib/tokens.js'
import { build } from '../../helper.js'

describe('POST /v1/owners/{id}', async () => {
  const testApp = await build()

  it("records the owner on the visitor's session", async () => {
    const visitor = testApp.visitor()
    const response = await visitor.post('/v1/owners/5')
    assert.equal(response.statusCode, 200)
    assert.deepEqual(response.json().data, { type: 'owners', id: '5', attributes: { id: 5 } })
    const [row] = await testApp.database.db
      .select({ ownerId: sessions.ownerId })
      .from(sessions)
      .where(eq(sessions.idHash, sha256(visitor.cookies.get('obrazarna_session')!)))
    assert.equal(row?.ownerId, 5)
  })

  it('knows only the owners 1 and 5', async () => {
    const visitor = testApp.visitor()
    assert.equal((await visitor.post('/v1/owners/2')).statusCode, 404)
    assert.equal((await visitor.post('/v1/owners/abc')).statusCode, 404)
  })
})
