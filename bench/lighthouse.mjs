#!/usr/bin/env node
// bench/lighthouse: Lighthouse 12 scores and Core Web Vitals of the built shop's main page types in
// Chromium (mobile, simulated throttling: Lighthouse's defaults), beside the floor: bench/floor, the
// lightest Gatsby 5 + react-i18next page, measured in every round. Rounds interleave the pages, so a
// busy moment of the machine falls on the floor and the shop alike. Prints every run with each page's
// difference from its language's floor in the same round, then the medians against the targets
// (Performance, LCP and TBT relative to the floor), and for a page that misses one the three biggest
// things Lighthouse blames. Measures; asserts nothing.
// Usage: node bench/lighthouse.mjs [--runs 5] [--pages home,product] [--languages cs,en]
//        [--skip-build] [--nginx] [--json out.json]
// It builds into this checkout's public/ and bench/floor/public/ (--skip-build reuses what it built
// before). The shop and the floor are served as `npm start` serves the shop (scripts/serve-site.ts),
// the API on an origin of its own; --nginx serves them as deployed instead (deploy/nginx: pages and
// API on one origin, lib/nginx.mjs). The report of each page's median run is kept in
// test-results/bench/lighthouse/.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { floorPage, startFloor } from './lib/floor.mjs'
import {
  ROOT,
  SITE_URL,
  formatTable,
  listOption,
  median,
  onStop,
  pageList,
  startShop,
  writeJson,
} from './lib/shop.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    languages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    nginx: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs wants a whole number from 1, not ${values.runs}`)
const pages = pageList(listOption(values.pages), listOption(values.languages))
const reportDir = path.join(ROOT, 'test-results', 'bench', 'lighthouse')

/** Pages that must not be indexed (a search's results, the basket): SEO is not judged there. */
const NOINDEX = new Set(['search', 'basket'])

/**
 * The columns, how each is read from a report and shown, and what it must reach: `min`/`max` an
 * absolute target, `floor` a difference from the floor's figure in the same round (medians of
 * those differences are judged).
 */
const COLUMNS = [
  { key: 'performance', title: 'Performance', category: 'performance', floor: -3 },
  { key: 'accessibility', title: 'Accessibility', category: 'accessibility', min: 100 },
  { key: 'bestPractices', title: 'Best Practices', category: 'best-practices', min: 100 },
  { key: 'seo', title: 'SEO', category: 'seo', min: 100 },
  { key: 'lcp', title: 'LCP s', audit: 'largest-contentful-paint', scale: 1 / 1000, floor: 0.5 },
  { key: 'tbt', title: 'TBT ms', audit: 'total-blocking-time', scale: 1, floor: 100 },
  { key: 'cls', title: 'CLS', audit: 'cumulative-layout-shift', scale: 1, max: 0 },
]
const DIGITS = { lcp: 2, tbt: 0, cls: 3 }
/** The metric each timing column stands for in Lighthouse's `metricSavings`. */
const SAVINGS_METRIC = { lcp: 'LCP', tbt: 'TBT', cls: 'CLS' }

const round = (column, value) => Number(value.toFixed(column.category ? 0 : DIGITS[column.key]))
const show = (column, value) =>
  value === null || value === undefined
    ? 'n/a'
    : column.category
      ? String(Math.round(value))
      : value.toFixed(DIGITS[column.key])
const signed = (column, value) =>
  value === null || value === undefined
    ? 'n/a'
    : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${show(column, Math.abs(value))}`
/** Whether a page's median (`value`) or median difference from the floor (`difference`) misses. */
function misses(column, page, value, difference) {
  if (column.key === 'seo' && NOINDEX.has(page.page)) return false
  if (column.floor !== undefined) {
    if (difference === null || difference === undefined) return true
    return column.floor < 0 ? difference < column.floor : round(column, difference) > column.floor
  }
  if (value === null || value === undefined) return true
  return column.min !== undefined ? value < column.min : round(column, value) > column.max
}
const target = (column) =>
  column.floor !== undefined
    ? `floor ${column.floor < 0 ? '−' : '+'} ${Math.abs(column.floor)}`
    : column.min !== undefined
      ? `>= ${column.min}`
      : `<= ${column.max}`
/** A cell of the table: the median, its difference from the floor where judged so, ✗ on a miss. */
function cell(column, page) {
  const value = page.median[column.key]
  if (page.page === 'floor') return show(column, value)
  const text =
    column.floor !== undefined
      ? `${show(column, value)} (${signed(column, page.difference[column.key])})`
      : column.key === 'seo' && NOINDEX.has(page.page)
        ? `${show(column, value)} (noindex)`
        : show(column, value)
  return `${text}${page.missed.includes(column.key) ? ' ✗' : ''}`
}

function figures(lhr) {
  const result = {}
  for (const column of COLUMNS) {
    if (column.category) {
      const score = lhr.categories[column.category]?.score
      result[column.key] = typeof score === 'number' ? Math.round(score * 100) : null
    } else {
      const value = lhr.audits[column.audit]?.numericValue
      result[column.key] = typeof value === 'number' ? value * column.scale : null
    }
  }
  return result
}

/**
 * The browser's languages for a page in `language`. Both servers send a first visit to an unprefixed
 * (Czech) page to the browser's language when the country is unknown (127.0.0.1), and Lighthouse's
 * phone (no "Lighthouse" in its user agent) is no crawler to them: an en-US browser would measure
 * /en instead. A Czech visitor's browser asks for Czech, so the page stays, in the browser too.
 */
const acceptLanguage = (language) => `--accept-lang=${language}`

async function audit(url, language) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', acceptLanguage(language)],
    // Its own Ctrl-C handler would exit before the API and the server are stopped: onStop does it.
    handleSIGINT: false,
  })
  const unregister = onStop(() => chrome.kill())
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return {
      lhr: result.lhr,
      html: result.report[1],
      mainThreadShare: mainThreadShare(result.artifacts?.Trace?.traceEvents ?? []),
    }
  } finally {
    unregister()
    await chrome.kill()
  }
}

/**
 * How much of its tasks' time the page's main thread was on a CPU, in per cent, from the trace
 * Lighthouse recorded (each task's thread time over its wall time, from navigation start on). Simulated
 * throttling multiplies the tasks' wall time by four: when Chromium's other processes, Lighthouse itself
 * and the local servers keep the two cores busy, a task that computes for 8 ms can last 60 ms, and TBT
 * counts the 60. A low share says the run measured the machine as much as the page.
 */
function mainThreadShare(traceEvents) {
  const start = traceEvents.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!start) return null
  let wall = 0
  let cpu = 0
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.pid !== start.pid || event.tid !== start.tid) continue
    if (event.ts < start.ts || !event.dur || event.tdur === undefined) continue
    wall += event.dur
    cpu += event.tdur
  }
  return wall ? Math.round((cpu / wall) * 100) : null
}

/**
 * Opens every page once, as a phone, before the measured runs. The API makes a picture's rendition the
 * first time it is asked for and keeps it (as a live shop does after its first visitor); without this
 * the first run of each page measured the AVIF encoder, an LCP seconds late.
 */
async function warmUp(pages) {
  const started = Date.now()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    handleSIGINT: false,
    handleSIGTERM: false,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const unregister = onStop(() => browser.close())
  try {
    // Lighthouse's phone (a Moto G Power): the same width and density pick the same renditions.
    for (const language of new Set(pages.map((page) => page.language))) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        // As audit() asks: a Czech page is not sent to /en.
        locale: language,
      })
      const tab = await context.newPage()
      for (const page of pages.filter((item) => item.language === language)) {
        await tab.goto(page.url, { waitUntil: 'load', timeout: 120_000 })
        await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
      }
      await context.close()
    }
  } finally {
    unregister()
    await browser.close()
  }
  console.log(`warmed up ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`
const ms = (value) => `${Math.round(value)} ms`

function shortUrl(url) {
  try {
    const parsed = new URL(url)
    return parsed.origin === SITE_URL ? parsed.pathname : `${parsed.host}${parsed.pathname}`
  } catch {
    return url
  }
}

/** One line about a table row of an audit: what it is and how much it weighs. */
function describeItem(item) {
  const what =
    (item.url && shortUrl(item.url)) ||
    item.node?.selector ||
    item.node?.snippet ||
    (item.source?.url && shortUrl(item.source.url)) ||
    item.label ||
    item.groupLabel ||
    item.group ||
    item.description
  const weight = [
    item.wastedBytes && `${kib(item.wastedBytes)} wasted`,
    item.wastedMs && `${ms(item.wastedMs)} wasted`,
    !item.wastedBytes && item.transferSize && kib(item.transferSize),
    item.duration && ms(item.duration),
    item.total && `${ms(item.total)} total`,
    item.scripting && `${ms(item.scripting)} scripting`,
    item.score && item.score < 1 && `shift ${item.score.toFixed(3)}`,
  ].filter(Boolean)
  return [what, weight.join(', ')].filter(Boolean).join(' ')
}

function describeAudit(result, savings) {
  const items = (result.details?.items ?? []).filter((item) => typeof item === 'object')
  const tops = items
    .slice(0, 2)
    .map(describeItem)
    .filter((text) => text && text.length < 160)
  return [
    `${result.title}${savings ? ` (${savings})` : result.displayValue ? ` (${result.displayValue})` : ''}`,
    ...tops.map((text) => `      ${text}`),
  ]
}

/** LCP's element and phases: where a slow LCP goes (TTFB, load delay, load time, render delay). */
function lcpBreakdown(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details
  const [element, phases] = details?.items ?? []
  const node = element?.items?.[0]?.node
  const parts = (phases?.items ?? []).map((item) => `${item.phase} ${ms(item.timing)}`)
  if (!node && !parts.length) return []
  return [`LCP element ${node?.selector ?? node?.snippet ?? '?'}: ${parts.join(', ')}`]
}

/**
 * The three biggest items behind a page's misses: performance audits by the savings Lighthouse
 * estimates for the missed metrics, and the heaviest failed audits of a missed category.
 */
function biggestItems(lhr, missed) {
  const lines = []
  const missedMetrics = missed
    .filter((key) => SAVINGS_METRIC[key])
    .map((key) => SAVINGS_METRIC[key])
  const metrics =
    missedMetrics.length || !missed.includes('performance')
      ? missedMetrics
      : ['LCP', 'TBT', 'FCP', 'CLS']
  if (metrics.length) {
    if (metrics.includes('LCP')) lines.push(...lcpBreakdown(lhr))
    const weight = (result) =>
      metrics.reduce(
        (sum, metric) =>
          sum + (result.metricSavings?.[metric] ?? 0) * (metric === 'CLS' ? 10_000 : 1),
        0,
      )
    const ranked = lhr.categories.performance.auditRefs
      .map((ref) => lhr.audits[ref.id])
      // LCP's own element audit claims the whole metric: its phases are shown above instead.
      .filter((result) => result.id !== 'largest-contentful-paint-element')
      .filter((result) => result.score !== null && result.score < 1 && weight(result) > 0)
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, 3)
    for (const result of ranked) {
      const savings = metrics
        .filter((metric) => result.metricSavings?.[metric])
        .map((metric) =>
          metric === 'CLS'
            ? `CLS −${result.metricSavings.CLS.toFixed(3)}`
            : `${metric} −${ms(result.metricSavings[metric])}`,
        )
        .join(', ')
      lines.push(...describeAudit(result, savings))
    }
    if (!ranked.length) {
      // Nothing to save by Lighthouse's estimate: show what the main thread spent its time on.
      for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks'])
        if (lhr.audits[id]?.details) lines.push(...describeAudit(lhr.audits[id]))
    }
  }
  for (const column of COLUMNS.filter((item) => item.category && item.key !== 'performance')) {
    if (!missed.includes(column.key)) continue
    const failed = lhr.categories[column.category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, result: lhr.audits[ref.id] }))
      .filter(({ result }) => result.score !== null && result.score < 1)
      .sort((a, b) => b.ref.weight - a.ref.weight)
      .slice(0, 3)
    for (const { ref, result } of failed)
      lines.push(
        ...describeAudit(result, `${column.title}, weight ${Number(ref.weight.toFixed(1))}`),
      )
  }
  return lines
}

console.log(
  `bench/lighthouse: Lighthouse 12, mobile, simulated throttling, median of ${runs} interleaved rounds; ${os.cpus().length} CPUs, Node ${process.version}`,
)
const shop = await startShop({ skipBuild: values['skip-build'], nginx: values.nginx })
try {
  await startFloor({ skipBuild: values['skip-build'], nginx: values.nginx })
  fs.mkdirSync(reportDir, { recursive: true })
  const languages = [...new Set(pages.map((page) => page.language))]
  const floors = languages.map((language) => ({ ...floorPage(language), runs: [], reports: [] }))
  const shopPages = pages.map((page) => ({
    ...page,
    url: `${SITE_URL}${page.path}`,
    runs: [],
    reports: [],
  }))
  const measured = [...floors, ...shopPages]
  const floorOf = (page) => floors.find((floor) => floor.language === page.language)
  await warmUp(measured)
  // Round by round rather than page by page, so a busy moment of the machine spreads over pages.
  for (let round = 1; round <= runs; round++) {
    for (const page of measured) {
      const { lhr, html, mainThreadShare: share } = await audit(page.url, page.language)
      // A language redirect (the server's or the browser's) would measure another page.
      const [asked, ended] = [page.url, lhr.finalDisplayedUrl].map((url) => new URL(url).pathname)
      if (ended !== asked) console.warn(`${page.name}: Lighthouse ended on ${ended}, not ${asked}`)
      const result = figures(lhr)
      const floor = page.page === 'floor' ? null : floorOf(page).runs[round - 1]
      const difference = floor
        ? Object.fromEntries(
            COLUMNS.filter((column) => column.floor !== undefined).map((column) => [
              column.key,
              result[column.key] === null || floor[column.key] === null
                ? null
                : result[column.key] - floor[column.key],
            ]),
          )
        : {}
      page.runs.push({
        ...result,
        difference,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        mainThreadShare: share,
        runtimeError: lhr.runtimeError?.message,
      })
      page.reports.push({ lhr, html })
      const text = COLUMNS.map((column) => {
        const against =
          column.key in difference ? ` (${signed(column, difference[column.key])})` : ''
        return `${column.title} ${show(column, result[column.key])}${against}`
      }).join(', ')
      console.log(
        `run ${round}/${runs} ${page.name.padEnd(12)} ${text}, main thread on CPU ${share ?? 'n/a'} %${lhr.runtimeError ? ` (${lhr.runtimeError.message})` : ''}`,
      )
    }
  }

  for (const page of measured) {
    page.median = Object.fromEntries(
      COLUMNS.map((column) => [column.key, median(page.runs.map((run) => run[column.key]))]),
    )
    page.difference = Object.fromEntries(
      COLUMNS.filter((column) => column.floor !== undefined).map((column) => [
        column.key,
        median(page.runs.map((run) => run.difference[column.key])),
      ]),
    )
    page.missed =
      page.page === 'floor'
        ? []
        : COLUMNS.filter((column) =>
            misses(column, page, page.median[column.key], page.difference[column.key]),
          ).map((column) => column.key)
    // The run whose Performance score is nearest the median stands for the page in the details.
    const distance = (run) => Math.abs((run.performance ?? 0) - (page.median.performance ?? 0))
    const nearest = page.runs.reduce(
      (best, run, index) => (distance(run) < distance(page.runs[best]) ? index : best),
      0,
    )
    const representative = page.reports[nearest]
    page.items = page.missed.length ? biggestItems(representative.lhr, page.missed) : []
    const file = path.join(reportDir, `${page.name.replace(' ', '-')}.html`)
    fs.writeFileSync(file, representative.html)
    fs.writeFileSync(file.replace(/html$/, 'json'), JSON.stringify(representative.lhr))
    page.report = path.relative(ROOT, file)
    page.mainThreadShare = median(page.runs.map((run) => run.mainThreadShare))
  }

  const header = ['page', 'path', ...COLUMNS.map((column) => column.title), 'on CPU %']
  const rows = measured.map((page) => [
    page.name,
    page.path,
    ...COLUMNS.map((column) => cell(column, page)),
    page.mainThreadShare === null ? 'n/a' : String(Math.round(page.mainThreadShare)),
  ])
  console.log(
    `\nmedians of ${runs} rounds; in brackets the median of each round's difference from the floor in the page's language (✗: misses the target)\n`,
  )
  console.log(formatTable(header, [...rows, ['target', '', ...COLUMNS.map(target), '']]))

  // Simulated throttling slows this machine's CPU down 4×: how fast it is decides TBT above all.
  const benchmarkIndex = median(
    measured.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)),
  )
  console.log(
    `\n"on CPU %": how much of its tasks' wall time the page's main thread computed (thread time over wall time in Lighthouse's trace). Simulated throttling multiplies the wall time, so below 100 % the other processes on this machine (Chromium's compositor and browser, Lighthouse, the API and the file server) add to TBT, on the floor as on the shop.`,
  )
  console.log(
    `Chromium's BenchmarkIndex here: ${Math.round(benchmarkIndex)}, so the throttled page ran on a CPU of about ${Math.round(benchmarkIndex / 4)} (DevTools rates a Moto G Power 2022, the phone Lighthouse emulates, 264; a Pixel 5 1000)`,
  )

  const missing = shopPages.filter((page) => page.missed.length)
  console.log(
    missing.length
      ? `\n${missing.length} of ${shopPages.length} pages miss a target; the biggest items Lighthouse names:`
      : `\nevery page meets every target`,
  )
  for (const page of missing) {
    const missedText = page.missed
      .map((key) => COLUMNS.find((column) => column.key === key))
      .map((column) => `${column.title} ${cell(column, page).replace(' ✗', '')}`)
      .join(', ')
    console.log(`\n${page.name} (${page.path}): ${missedText}; report ${page.report}`)
    for (const line of page.items)
      console.log(`  ${line.startsWith('      ') ? line : `- ${line}`}`)
    for (const run of page.runs.filter((item) => item.runtimeError))
      console.log(`  Lighthouse error: ${run.runtimeError}`)
  }

  if (values.json)
    writeJson(values.json, {
      at: new Date().toISOString(),
      cpus: os.cpus().length,
      runs,
      benchmarkIndex,
      targets: Object.fromEntries(COLUMNS.map((column) => [column.key, target(column)])),
      pages: measured.map((page) => ({
        name: page.name,
        path: page.path,
        median: page.median,
        difference: page.difference,
        mainThreadShare: page.mainThreadShare,
        runs: page.runs,
        missed: page.missed,
        items: page.items.map((line) => line.trim()),
        report: page.report,
      })),
    })
} finally {
  await shop.stop()
}
