#!/usr/bin/env node
// bench/lighthouse: Lighthouse 12 scores and Core Web Vitals of the built shop's main page types in
// Chromium (mobile, simulated throttling: Lighthouse's defaults), beside the floor: bench/floor, the
// lightest Gatsby 5 + react-i18next page, measured in every round. Rounds interleave the pages, so a
// busy moment of the machine falls on the floor and the shop alike. Prints every run with each page's
// figures against its language's floor in the same round, then the medians over the rounds against
// the targets (issue 58, lib/lighthouse-targets.mjs), and for a page that misses one the biggest
// things Lighthouse blames (lib/lighthouse-misses.mjs). Measures; asserts nothing.
// Targets, each on the median over the rounds of the page's figure set against the floor's:
//   TBT, main-thread work and script boot-up at most 1.5 × the floor's (the ratio of each round),
//   LCP at most floor + 0.3 s (+ 0.2 s with --nginx), Performance at least floor − 3, and absolute:
//   CLS 0, Accessibility and Best Practices 100, SEO 100 but on noindex pages (search, basket).
// Usage: node bench/lighthouse.mjs [--runs 5] [--pages home,category,product,search]
//        [--languages cs,en] [--skip-build] [--nginx] [--busy] [--moves] [--json out.json]
// --moves adds, for each page in a language other than Czech, its Czech address opened by a browser
// in that language, which the server moves to the page before the first paint: reported apart with
// what the move costs (FCP, LCP over the page opened at its own address), not judged.
// --pages also takes basket and faq (lib/shop.mjs PAGES). It builds into this checkout's public/ and
// bench/floor/public/ (--skip-build reuses what it built before). The shop and the floor are served
// as `npm start` serves the shop (scripts/serve-site.ts), the API on an origin of its own; --nginx
// serves them as deployed instead (deploy/nginx: pages and API on one origin, lib/nginx.mjs). --busy
// keeps one core busy from the warm-up to the last round (a second process spinning), as a CI run or
// a build beside it would. The report of each page's median run is kept in
// test-results/bench/lighthouse/.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { floorPage, startFloor } from './lib/floor.mjs'
import { biggestItems } from './lib/lighthouse-misses.mjs'
import {
  againstFloor,
  cell,
  figures,
  judge,
  runText,
  targetColumns,
  targetText,
} from './lib/lighthouse-targets.mjs'
import {
  ROOT,
  SITE_URL,
  formatTable,
  listOption,
  median,
  onStop,
  pageList,
  startShop,
  stopGroup,
  writeJson,
} from './lib/shop.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    languages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    nginx: { type: 'boolean', default: false },
    busy: { type: 'boolean', default: false },
    moves: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs wants a whole number from 1, not ${values.runs}`)
/** The page types issue 58 sets targets for; basket and faq are measured when --pages names them. */
const DEFAULT_PAGES = ['home', 'category', 'product', 'search']
const pages = pageList(listOption(values.pages) ?? DEFAULT_PAGES, listOption(values.languages))
const columns = targetColumns({ nginx: values.nginx })
const reportDir = path.join(ROOT, 'test-results', 'bench', 'lighthouse')

/**
 * The browser's languages for a page in `language`. Both servers send a first visit to an unprefixed
 * (Czech) page to the browser's language when the country is unknown (127.0.0.1), and Lighthouse's
 * phone (no "Lighthouse" in its user agent) is no crawler to them: an en-US browser would measure
 * /en instead. A Czech visitor's browser asks for Czech, so the page stays, in the browser too.
 */
const acceptLanguage = (language) => `--accept-lang=${language}`

/**
 * The bytes the page's HTML took on the wire, headers included. Lantern, like TCP, sends 10 packets
 * (14,600 bytes) in a new connection's first round trip: a page past that paints one round trip later.
 */
const FIRST_ROUND_TRIP = 14_600
function htmlBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  return items.find((item) => item.resourceType === 'Document')?.transferSize ?? null
}
const htmlCell = (bytes) =>
  bytes === null || bytes === undefined
    ? 'n/a'
    : `${Math.round(bytes)}${bytes > FIRST_ROUND_TRIP ? ' (2 trips)' : ''}`

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
      mainThread: mainThreadTime(result.artifacts?.Trace?.traceEvents ?? []),
    }
  } finally {
    unregister()
    await chrome.kill()
  }
}

/**
 * The page's main thread from the trace Lighthouse recorded, from navigation start on: how long its
 * tasks computed (thread time, ms, unthrottled) and how much of their wall time that was, in per
 * cent. Simulated throttling multiplies the tasks' wall time by four: when Chromium's other
 * processes, Lighthouse itself and the local servers keep the two cores busy, a task that computes
 * for 8 ms can last 60 ms, and TBT counts the 60. A low share says the run measured the machine as
 * much as the page; the thread time is the page's own work, whatever the machine was doing.
 */
function mainThreadTime(traceEvents) {
  const start = traceEvents.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!start) return { share: null, cpu: null }
  let wall = 0
  let cpu = 0
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.pid !== start.pid || event.tid !== start.tid) continue
    if (event.ts < start.ts || !event.dur || event.tdur === undefined) continue
    wall += event.dur
    cpu += event.tdur
  }
  return wall
    ? { share: Math.round((cpu / wall) * 100), cpu: Math.round(cpu / 1000) }
    : { share: null, cpu: null }
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

/**
 * --busy: a second process spins on one core until stopped (also by Ctrl-C), as a CI run or a build
 * beside the measurement would. Returns the function that stops it.
 */
function keepCoreBusy() {
  const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], {
    detached: true,
    stdio: 'ignore',
  })
  const unregister = onStop(() => stopGroup(spinner))
  return async () => {
    unregister()
    await stopGroup(spinner)
  }
}

/**
 * One Lighthouse run of `page` in round `round`, against `floor` (its language's floor's figures of
 * the same round; none for a floor), kept in the page's `runs` and `reports` and printed.
 */
async function measure(page, round, floor) {
  const { lhr, html, mainThread } = await audit(page.url, page.language)
  const { share, cpu } = mainThread
  // A language redirect (the server's or the browser's) would measure another page; a move must
  // end on the page in the browser's language.
  const [expected, ended] = [page.movesTo ?? page.url, lhr.finalDisplayedUrl].map(
    (url) => new URL(url).pathname,
  )
  if (ended !== expected)
    console.warn(`${page.name}: Lighthouse ended on ${ended}, not ${expected}`)
  const result = figures(lhr, columns)
  result.fcp = lhr.audits['first-contentful-paint']?.numericValue ?? null
  result.htmlBytes = htmlBytes(lhr)
  const compared = floor ? againstFloor(result, floor, columns) : {}
  page.runs.push({
    ...result,
    againstFloor: compared,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThreadShare: share,
    mainThreadCpu: cpu,
    // Thread time beside the floor's: the one ratio the machine's load hardly moves.
    cpuRatio: floor?.mainThreadCpu && cpu !== null ? cpu / floor.mainThreadCpu : null,
    runtimeError: lhr.runtimeError?.message,
  })
  page.reports.push({ lhr, html })
  const error = lhr.runtimeError ? ` (${lhr.runtimeError.message})` : ''
  console.log(
    `run ${round}/${runs} ${page.name.padEnd(12)} ${runText(columns, result, compared)}, main thread on CPU ${share ?? 'n/a'} %, ${cpu ?? 'n/a'} ms, HTML ${htmlCell(result.htmlBytes)} B${error}`,
  )
}

/**
 * A page's medians and misses (lib/lighthouse-targets.mjs); the biggest items behind its misses
 * from the run whose Performance is nearest the median, whose report is kept.
 */
function summarize(page, floor) {
  Object.assign(page, judge(page, columns))
  const distance = (run) => Math.abs((run.performance ?? 0) - (page.median.performance ?? 0))
  const nearest = page.runs.reduce(
    (best, run, index) => (distance(run) < distance(page.runs[best]) ? index : best),
    0,
  )
  const { lhr, html } = page.reports[nearest]
  page.items = page.missed.length
    ? biggestItems(lhr, page.missed, columns, floor?.reports[nearest].lhr)
    : []
  const file = path.join(reportDir, `${page.name.replace(' ', '-')}.html`)
  fs.writeFileSync(file, html)
  fs.writeFileSync(file.replace(/html$/, 'json'), JSON.stringify(lhr))
  page.report = path.relative(ROOT, file)
  page.mainThreadShare = median(page.runs.map((run) => run.mainThreadShare))
  page.mainThreadCpu = median(page.runs.map((run) => run.mainThreadCpu))
  page.cpuRatio = floor ? median(page.runs.map((run) => run.cpuRatio)) : null
  page.htmlBytes = median(page.runs.map((run) => run.htmlBytes))
}

/** The main thread's thread time, with its median ratio to the floor's for a page. */
const cpuCell = (page) =>
  page.mainThreadCpu === null || page.mainThreadCpu === undefined
    ? 'n/a'
    : `${Math.round(page.mainThreadCpu)}${page.cpuRatio ? ` (×${page.cpuRatio.toFixed(2)})` : ''}`

function printTable(measured) {
  const header = [
    'page',
    'path',
    ...columns.map((column) => column.title),
    'on CPU %',
    'CPU ms',
    'HTML B',
  ]
  const rows = measured.map((page) => [
    page.name,
    page.path,
    ...columns.map((column) => cell(column, page)),
    page.mainThreadShare === null ? 'n/a' : String(Math.round(page.mainThreadShare)),
    cpuCell(page),
    htmlCell(page.htmlBytes),
  ])
  console.log(
    `\nmedians of ${runs} rounds; in brackets the median over the rounds of the page's ratio to (×) or difference from (±) its language's floor in the same round, which the target judges (✗: misses it)\n`,
  )
  console.log(
    formatTable(header, [...rows, ['target', '', ...columns.map(targetText), '', '', '']]),
  )
}

/** Simulated throttling slows this machine's CPU down 4×: how fast it is decides TBT above all. */
function printMachine(benchmarkIndex) {
  console.log(
    `\n"HTML B": the page's HTML on the wire, compressed, headers included; past ${FIRST_ROUND_TRIP.toLocaleString('en')} bytes it needs a second round trip (Lantern, like TCP, sends 10 packets first), which delays the first paint and everything after it.`,
  )
  console.log(
    `"CPU ms": how long the page's main thread computed, unthrottled (thread time in Lighthouse's trace), and its ratio to the floor's: the page's own work, which the machine's load hardly moves (not a target).`,
  )
  console.log(
    `"on CPU %": how much of its tasks' wall time the page's main thread computed (thread time over wall time in Lighthouse's trace). Simulated throttling multiplies the wall time, so below 100 % the other processes on this machine (Chromium's compositor and browser, Lighthouse, the API and the file server${values.busy ? ', the busy core' : ''}) add to TBT, on the floor as on the shop.`,
  )
  console.log(
    `Chromium's BenchmarkIndex here: ${Math.round(benchmarkIndex)}, so the throttled page ran on a CPU of about ${Math.round(benchmarkIndex / 4)} (DevTools rates a Moto G Power 2022, the phone Lighthouse emulates, 264; a Pixel 5 1000)`,
  )
}

/**
 * --moves: a first visit to a page's Czech address from a browser in the page's language. Both
 * servers move it (a redirect, before anything is painted) to the page in that language; this is
 * what the move costs, beside the page opened at its own address in the same round. Reported
 * apart, not judged: the targets are the pages' own.
 */
function movesOf(shopPages) {
  return shopPages
    .filter((page) => page.language !== 'cs')
    .map((page) => {
      const czech = page.path.replace(new RegExp(`^/${page.language}(?=/|$)`), '') || '/'
      return {
        ...page,
        name: `${page.language} ${page.page}, moved`,
        path: czech,
        url: `${SITE_URL}${czech}`,
        movesTo: page.url,
        direct: page,
        runs: [],
        reports: [],
      }
    })
}

function printMoves(moves) {
  if (!moves.length) return
  const fcp = (run) => (typeof run?.fcp === 'number' ? run.fcp / 1000 : NaN)
  const lcp = (run) => (typeof run?.lcp === 'number' ? run.lcp : NaN)
  const seconds = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a')
  const own = (move, figure) => seconds(median(move.runs.map(figure).filter(Number.isFinite)))
  // Round by round: the move against the page opened at its own address in the same round.
  const over = (move, figure) => {
    const differences = move.runs.map((run, index) => figure(run) - figure(move.direct.runs[index]))
    const value = median(differences.filter(Number.isFinite))
    return Number.isFinite(value) ? `${value < 0 ? '−' : '+'}${seconds(Math.abs(value))}` : 'n/a'
  }
  const rows = moves.map((move) => [
    move.name,
    `${move.path} → ${new URL(move.movesTo).pathname}`,
    own(move, fcp),
    over(move, fcp),
    own(move, lcp),
    over(move, lcp),
  ])
  console.log(
    `\nfirst-visit language moves (--moves, not judged): the Czech address opened by a browser in the page's language and moved to its page; medians of the rounds, and the move's cost over the page opened at its own address in the same round`,
  )
  console.log(formatTable(['move', 'path', 'FCP s', 'FCP over', 'LCP s', 'LCP over'], rows))
}

function printMisses(shopPages) {
  const missing = shopPages.filter((page) => page.missed.length)
  console.log(
    missing.length
      ? `\n${missing.length} of ${shopPages.length} pages miss a target; the biggest items Lighthouse names:`
      : `\nevery page meets every target`,
  )
  for (const page of missing) {
    const missedText = page.missed
      .map((key) => columns.find((column) => column.key === key))
      .map((column) => `${column.title} ${cell(column, page).replace(' ✗', '')}`)
      .join(', ')
    console.log(`\n${page.name} (${page.path}): ${missedText}; report ${page.report}`)
    for (const line of page.items)
      console.log(`  ${line.startsWith('      ') ? line : `- ${line}`}`)
    for (const run of page.runs.filter((item) => item.runtimeError))
      console.log(`  Lighthouse error: ${run.runtimeError}`)
  }
}

const served = values.nginx ? 'served by nginx' : 'served as by npm start'
const busy = values.busy ? 'one core kept busy (--busy)' : 'no load added'
console.log(
  `bench/lighthouse: Lighthouse 12, mobile, simulated throttling, median of ${runs} interleaved rounds, ${served}, ${busy}; ${os.cpus().length} CPUs, Node ${process.version}`,
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
  const moves = values.moves ? movesOf(shopPages) : []
  if (values.moves && !moves.length)
    console.warn('--moves measures languages other than cs: none asked')
  const measured = [...floors, ...shopPages, ...moves]
  const floorOf = (page) =>
    page.page === 'floor' ? null : floors.find((floor) => floor.language === page.language)
  const stopBusy = values.busy ? keepCoreBusy() : null
  await warmUp(measured)
  // Round by round rather than page by page, so a busy moment of the machine spreads over pages.
  for (let round = 1; round <= runs; round++)
    for (const page of measured) await measure(page, round, floorOf(page)?.runs[round - 1])
  await stopBusy?.()

  for (const page of measured) summarize(page, page.direct ? null : floorOf(page))
  printTable(measured.filter((page) => !page.direct))
  printMoves(moves)
  const benchmarkIndex = median(
    measured.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)),
  )
  printMachine(benchmarkIndex)
  printMisses(shopPages)

  if (values.json)
    writeJson(values.json, {
      at: new Date().toISOString(),
      cpus: os.cpus().length,
      runs,
      busy: values.busy,
      nginx: values.nginx,
      benchmarkIndex,
      targets: Object.fromEntries(columns.map((column) => [column.key, targetText(column)])),
      pages: measured.map((page) => ({
        name: page.name,
        path: page.path,
        ...(page.direct && { movesTo: new URL(page.movesTo).pathname, measuredApart: true }),
        median: page.median,
        againstFloor: page.againstFloor,
        mainThreadShare: page.mainThreadShare,
        mainThreadCpu: page.mainThreadCpu,
        cpuRatio: page.cpuRatio,
        htmlBytes: page.htmlBytes,
        runs: page.runs,
        missed: page.missed,
        items: page.items.map((line) => line.trim()),
        report: page.report,
      })),
    })
} finally {
  await shop.stop()
}
