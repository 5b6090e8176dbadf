import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  dayInPrague,
  isWithdrawable,
  withdrawalLastDay,
  withinWithdrawalPeriod,
} from '@print-shop/shop-domain/withdrawal'

// A photo layout's standard sizes, landscape, in mm.
const layout = {
  sizes: [
    { widthMm: 150, heightMm: 100 },
    { widthMm: 300, heightMm: 200 },
  ],
}

test('a standard size showing the whole picture may be returned', () => {
  assert.equal(
    isWithdrawable({ formatType: 'original', widthMm: 300, heightMm: 200 }, layout),
    true,
  )
  // Portrait is the same standard size turned.
  assert.equal(
    isWithdrawable({ formatType: 'original', widthMm: 100, heightMm: 150 }, layout),
    true,
  )
})

test('a custom size or a crop is made to the shopper’s specification', () => {
  assert.equal(
    isWithdrawable({ formatType: 'original', widthMm: 310, heightMm: 200 }, layout),
    false,
  )
  assert.equal(isWithdrawable({ formatType: 'crop', widthMm: 300, heightMm: 200 }, layout), false)
  assert.equal(
    isWithdrawable({ formatType: 'original', widthMm: 300, heightMm: 200 }, { sizes: [] }),
    false,
  )
})

test('the period ends with the 14th day after delivery, in Prague', () => {
  // Delivered 23:30 UTC on 1 December: already 2 December in Prague.
  assert.equal(withdrawalLastDay(new Date('2026-12-01T23:30:00Z')), '2026-12-16')
  assert.equal(withdrawalLastDay(new Date('2026-12-01T10:00:00Z')), '2026-12-15')
  // Across the year's end.
  assert.equal(withdrawalLastDay(new Date('2026-12-24T10:00:00Z')), '2027-01-07')
  const delivered = new Date('2026-12-01T10:00:00Z')
  assert.equal(withinWithdrawalPeriod(delivered, new Date('2026-12-15T22:59:00Z')), true)
  // Midnight in Prague (CET, UTC+1) on 16 December: over.
  assert.equal(withinWithdrawalPeriod(delivered, new Date('2026-12-15T23:00:00Z')), false)
  assert.equal(withinWithdrawalPeriod(delivered, new Date('2026-12-16T10:00:00Z')), false)
})

test('before delivery the consumer may withdraw', () => {
  assert.equal(withinWithdrawalPeriod(null, new Date('2030-01-01T00:00:00Z')), true)
})

test('the day in Prague is the time-zone data’s, every hour of four years', () => {
  const prague = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const differing: string[] = []
  for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2030, 0, 1); time += 3_600_000) {
    const moment = new Date(time)
    if (dayInPrague(moment) !== prague.format(moment)) differing.push(moment.toISOString())
  }
  assert.deepEqual(differing, [])
  // Midnight in Prague is 23:00 UTC in winter, 22:00 in summer.
  assert.equal(dayInPrague(new Date('2026-12-31T22:59:00Z')), '2026-12-31')
  assert.equal(dayInPrague(new Date('2026-12-31T23:00:00Z')), '2027-01-01')
  assert.equal(dayInPrague(new Date('2026-07-01T21:59:00Z')), '2026-07-01')
  assert.equal(dayInPrague(new Date('2026-07-01T22:00:00Z')), '2026-07-02')
})
