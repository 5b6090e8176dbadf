import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  czechAccountProblem,
  czechIban,
  ibanGroups,
  ibanProblem,
  printedIban,
} from '@print-shop/shop-domain/bank-accounts'

test('a Czech account number passes only with its modulo-11 check digit right', () => {
  assert.equal(czechAccountProblem('2801234578/2010'), null)
  assert.equal(czechAccountProblem('19-2000145399/0800'), null)
  assert.match(czechAccountProblem('2801234567/2010')!, /check digit/)
  assert.match(czechAccountProblem('18-2000145399/0800')!, /prefix/)
  assert.match(czechAccountProblem('2801234578')!, /form/)
  assert.match(czechAccountProblem('CZ0520100000002801234578')!, /form/)
})

test('an IBAN passes only with its mod-97 check digits right', () => {
  assert.equal(ibanProblem('CZ65 0800 0000 1920 0014 5399'), null)
  assert.equal(ibanProblem('CZ0520100000002801234578'), null)
  assert.equal(ibanProblem('DE89370400440532013000'), null)
  assert.match(ibanProblem('CZ65 2010 0000 0028 0123 4567')!, /check digits/)
  assert.match(ibanProblem('CZ66 0800 0000 1920 0014 5399')!, /check digits/)
  assert.match(ibanProblem('CZ6508000000192000145')!, /24 characters/)
  assert.match(ibanProblem('2801234578/2010')!, /not an IBAN/)
})

test('the IBAN of a Czech account number is the one its bank gives', () => {
  assert.equal(czechIban('19-2000145399/0800'), 'CZ6508000000192000145399')
  assert.equal(czechIban('2801234578/2010'), 'CZ0520100000002801234578')
  assert.equal(printedIban('CZ6508000000192000145399'), 'CZ65 0800 0000 1920 0014 5399')
})

test('an IBAN is read in groups of four, the last one shorter, whatever spaces it came with', () => {
  assert.deepEqual(ibanGroups('cz65 0800 00001920 0014 5399'), [
    'CZ65',
    '0800',
    '0000',
    '1920',
    '0014',
    '5399',
  ])
  assert.deepEqual(ibanGroups('DE89370400440532013000'), [
    'DE89',
    '3704',
    '0044',
    '0532',
    '0130',
    '00',
  ])
  assert.deepEqual(ibanGroups(''), [])
  assert.equal(printedIban('DE89 3704 0044 0532 0130 00'), 'DE89 3704 0044 0532 0130 00')
})
