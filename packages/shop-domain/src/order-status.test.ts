import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  canChange,
  isOrderStatus,
  ORDER_STATUSES,
  statusesBefore,
} from '@print-shop/shop-domain/order-status'

test('an order may change exactly along its life', () => {
  const allowed = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => canChange(from, to)).map((to) => `${from}→${to}`),
  )
  assert.deepEqual(allowed, [
    'new→awaiting_payment',
    'new→paid',
    'new→cancelled',
    'awaiting_payment→paid',
    'awaiting_payment→cancelled',
    'paid→in_production',
    'paid→cancelled',
    'in_production→shipped',
    'shipped→delivered',
  ])
  assert.equal(canChange('new', 'refunded'), false)
  assert.equal(canChange('lost', 'new'), false)
})

test('the statuses an order comes to a status from', () => {
  assert.deepEqual(statusesBefore('paid'), ['new', 'awaiting_payment'])
  assert.deepEqual(statusesBefore('cancelled'), ['new', 'awaiting_payment', 'paid'])
  assert.deepEqual(statusesBefore('new'), [])
})

test('only the known statuses are order statuses', () => {
  assert.equal(isOrderStatus('in_production'), true)
  assert.equal(isOrderStatus('refunded'), false)
  assert.equal(isOrderStatus(3), false)
})
