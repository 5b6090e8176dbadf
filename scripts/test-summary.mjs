#!/usr/bin/env node
// Prints one closing line for the whole `npm test`: unit tests (jest) plus browser journeys (Playwright).
import { existsSync, readFileSync } from 'node:fs'

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const jest = read('test-results/jest.json')
const journeys = read('test-results/playwright.json')

const passed =
  (jest?.numPassedTests ?? 0) + (journeys?.stats?.expected ?? 0) + (journeys?.stats?.flaky ?? 0)
const failed = (jest?.numFailedTests ?? 0) + (journeys?.stats?.unexpected ?? 0)
const skipped = (jest?.numPendingTests ?? 0) + (journeys?.stats?.skipped ?? 0)
console.log(
  `\nunit: ${jest?.numPassedTests ?? 0} passed; journeys: ${journeys?.stats?.expected ?? 0} passed`,
)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
