#!/usr/bin/env node
// Prints one closing line for the whole `npm test`: unit tests (jest), the shop domain's and the
// API's tests (node:test, TAP; the API's per database) and browser journeys (Playwright).
import { existsSync, readFileSync, readdirSync } from 'node:fs'

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const jest = read('test-results/jest.json')
const journeys = read('test-results/playwright.json')

const tapCount = (text, name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)
const api = readdirSync('test-results')
  .filter((file) => /^api-.*\.tap$/.test(file))
  .map((file) => {
    const text = readFileSync(`test-results/${file}`, 'utf8')
    // A report cut short has no totals: its run counts as failed, not as nothing run.
    const complete = /^# pass \d+$/m.test(text)
    if (!complete) console.error(`test-results/${file} has no totals: the run was cut short`)
    return {
      label: file.slice(4, -4),
      passed: tapCount(text, 'pass'),
      failed: tapCount(text, 'fail') + tapCount(text, 'cancelled') + (complete ? 0 : 1),
      skipped: tapCount(text, 'skipped') + tapCount(text, 'todo'),
    }
  })
const domainTap = existsSync('test-results/domain.tap')
  ? readFileSync('test-results/domain.tap', 'utf8')
  : ''
const domain = {
  passed: tapCount(domainTap, 'pass'),
  failed: tapCount(domainTap, 'fail') + tapCount(domainTap, 'cancelled'),
  skipped: tapCount(domainTap, 'skipped') + tapCount(domainTap, 'todo'),
}
const sum = (key) => api.reduce((total, run) => total + run[key], domain[key])

const passed =
  (jest?.numPassedTests ?? 0) +
  sum('passed') +
  (journeys?.stats?.expected ?? 0) +
  (journeys?.stats?.flaky ?? 0)
const failed = (jest?.numFailedTests ?? 0) + sum('failed') + (journeys?.stats?.unexpected ?? 0)
const skipped = (jest?.numPendingTests ?? 0) + sum('skipped') + (journeys?.stats?.skipped ?? 0)
const apiLine = api.map((run) => `${run.passed} passed on ${run.label}`).join(', ') || 'none'
console.log(
  `\nunit: ${jest?.numPassedTests ?? 0} passed; domain: ${domain.passed} passed; api: ${apiLine}; journeys: ${journeys?.stats?.expected ?? 0} passed`,
)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
