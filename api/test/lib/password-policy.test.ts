import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { passwordPolicyProblem } from '../../src/lib/password.js'

const EMAIL = 'Jana.Novakova@example.cz'
const problem = (password: string) => passwordPolicyProblem(password, EMAIL)?.key

describe('password policy', () => {
  it('accepts 8 to 128 characters, counted as characters, not UTF-16 units', () => {
    assert.equal(problem('tajneheslo1'), undefined)
    assert.equal(problem('ž'.repeat(8)), undefined)
    assert.equal(problem('x'.repeat(128)), undefined)
    assert.deepEqual(passwordPolicyProblem('kratke', EMAIL), {
      key: 'validation.password_min',
      vars: { limit: 8 },
    })
    assert.deepEqual(passwordPolicyProblem('x'.repeat(129), EMAIL), {
      key: 'validation.password_max',
      vars: { limit: 128 },
    })
    // Seven emoji are fourteen UTF-16 units but seven characters.
    assert.equal(problem('🖼️'.repeat(7).replace(/\uFE0F/g, '')), 'validation.password_min')
  })

  it('refuses the most common passwords, whatever their case', () => {
    for (const common of [
      'password',
      '12345678',
      'Password1',
      'QWERTYUIOP',
      'iloveyou',
      'heslo123',
    ])
      assert.equal(problem(common), 'validation.password_common', common)
    assert.equal(problem('dalmatio'), 'validation.password_common', 'the last of the 10,000')
  })

  it('refuses the e-mail address and the part before the @, whatever their case', () => {
    assert.equal(problem('jana.novakova@example.cz'), 'validation.password_email')
    assert.equal(problem('JANA.NOVAKOVA'), 'validation.password_email')
    assert.equal(problem('jana.novakova1'), undefined)
  })
})
