import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { OWASP_SCRYPT, hashPassword, verifyPassword } from '../../src/lib/password.js'

const CHEAP = { N: 2 ** 10, r: 8, p: 1 }

describe('password hashing', () => {
  it("uses OWASP's scrypt parameters by default and verifies only the right password", async () => {
    const hash = await hashPassword('správné heslo 1')
    assert.match(hash, /^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
    assert.equal(OWASP_SCRYPT.N, 131072)
    assert.equal(await verifyPassword('správné heslo 1', hash), true)
    assert.equal(await verifyPassword('spravne heslo 1', hash), false)
  })

  it('salts every hash and keeps the cost in it, so a cheaper hash still verifies', async () => {
    const [first, second] = await Promise.all([
      hashPassword('tajneheslo1', CHEAP),
      hashPassword('tajneheslo1', CHEAP),
    ])
    assert.notEqual(first, second)
    assert.match(first, /^scrypt\$1024\$8\$1\$/)
    assert.equal(await verifyPassword('tajneheslo1', first), true)
    assert.equal(await verifyPassword('tajneheslo2', first), false)
  })

  it('treats the same password in another Unicode normal form as the same', async () => {
    const composed = 'heslo-\u00e9'
    const decomposed = 'heslo-e\u0301'
    assert.equal(await verifyPassword(decomposed, await hashPassword(composed, CHEAP)), true)
  })

  it('rejects a stored value that is not a scrypt hash', async () => {
    assert.equal(await verifyPassword('x', ''), false)
    assert.equal(await verifyPassword('x', 'bcrypt$2b$10$abc'), false)
  })
})
