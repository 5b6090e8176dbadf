#!/usr/bin/env node
// bench/configurator-inp: how quickly the product page's configurator answers a phone shopper, by
// Chromium's Event Timing (the figures INP is made of). A phone (412 × 823 at 1.75, touch, Czech or
// English browser) with DevTools CPU throttling 4× opens /produkt/31 (/en/produkt/31) afresh in each
// run, waits until the configurator is live (the built form wakes at a scroll) and the network is
// quiet, then makes five choices with real input: another size, another paper, another layout (the
// quantity up where the product has one layout), the crop moved, the size changed again. A choice in
// a closed <select> is an arrow key (End for the paper: the last, in the demo catalogue the one with
// a surcharge) on the focused field: a phone's picker is not an input Event Timing reports, and the
// keyboard is the way to choose in a select that Chromium measures as one interaction. The crop is
// moved by an arrow key on its rectangle, its accessible way (a drag does its work in pointermove,
// which INP does not count). Before the crop, the format "crop" is tapped (it loads the crop editor):
// that interaction is measured and shown too, and counts in the page's INP. Per action the interaction's longest entry (INP's
// definition) and its split: input delay, processing, presentation; Chromium rounds durations to
// 8 ms and reports none under 16 ms ("< 16 ms"). Each action is checked to have shown something (the
// price, the crop or the canvas preview changed), else "no visible change": its figure means nothing
// then. Prints every run, then per action the median and the worst against 100 ms, and the page's INP
// (a run's worst interaction, median over runs). The floor, in every run, under the same throttling:
// bench/floor's page, a tap on its heading and a key pressed (nothing listens: what Chromium itself
// takes to answer an input and paint; a tap's click waits for a frame after the touch, so taps
// start some 20–40 ms behind keys). Measures; asserts nothing.
// Usage: node bench/configurator-inp.mjs [--runs 5] [--languages cs,en] [--skip-build] [--nginx]
//        [--trace] [--json out.json]
// It builds into this checkout's public/ and bench/floor/public/ (--skip-build reuses them); --nginx
// serves them as deployed (lib/nginx.mjs). --trace adds one more page load per language, not counted,
// recorded as a Chromium performance trace (test-results/bench/configurator-inp/<language>.json, for
// DevTools' Performance panel).
/* global window, document -- functions given to page.evaluate run in the page */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
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
    languages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    nginx: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs wants a whole number from 1, not ${values.runs}`)
const pages = pageList(['product'], listOption(values.languages))
const traceDir = path.join(ROOT, 'test-results', 'bench', 'configurator-inp')

/** INP's "good" threshold, which each action's median is judged against. */
const TARGET_MS = 100
/** The least duration Event Timing reports (its durationThreshold cannot go lower). */
const THRESHOLD_MS = 16
const CPU_SLOWDOWN = 4
/** How long the network must have been quiet before an action (and "a little" more after it). */
const QUIET_MS = 500
const SETTLE_MS = 1000
/** How long after an input the page is left alone, for its interaction to be painted. */
const LOOK_AWAY_MS = 1000

/**
 * Collects the page's Event Timing entries that belong to an interaction, from before its first
 * script: `window.__interactions`; and when each picture named for Element Timing (`elementtiming`,
 * the crop editor's) was first painted: `window.__painted`.
 */
function observeInteractions(threshold) {
  const kept = []
  window.__interactions = kept
  const painted = []
  window.__painted = painted
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      painted.push({ identifier: entry.identifier, renderTime: entry.renderTime })
  }).observe({ type: 'element', buffered: true })
  const describe = (target) =>
    target
      ? `${target.tagName.toLowerCase()}${target.getAttribute('name') ? `[name=${target.getAttribute('name')}]` : ''}${target.dataset?.testid ? `[data-testid=${target.dataset.testid}]` : ''}`
      : null
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue
      kept.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      })
    }
  }
  new PerformanceObserver(keep).observe({
    type: 'event',
    buffered: true,
    durationThreshold: threshold,
  })
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
}

/** The page's requests in flight, to wait for a quiet network at any time (not only at load). */
function trackRequests(page) {
  const pending = new Set()
  page.on('request', (request) => pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return async function quiet(timeout = 30_000) {
    const until = Date.now() + timeout
    let since = Date.now()
    while (Date.now() < until) {
      if (pending.size) since = Date.now()
      else if (Date.now() - since >= QUIET_MS) return
      await page.waitForTimeout(50)
    }
  }
}

/** A phone with DevTools' 4× CPU throttling, fresh (no cache, no cookies) for each page load. */
async function openPhone(browser, language) {
  const context = await browser.newContext({
    // Lighthouse's phone, as bench/lighthouse's warm-up has it.
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // Its Accept-Language: without a country (127.0.0.1) the servers send a first visit of a Czech
    // page to the browser's language.
    locale: language,
  })
  const page = await context.newPage()
  await page.addInitScript(observeInteractions, THRESHOLD_MS)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page, quiet: trackRequests(page) }
}

const now = (page) => page.evaluate(() => performance.now())

/**
 * The interaction entries that started at or after `since` (page time). Entries come after the next
 * paint, later still on a throttled CPU: asked for again until some are there, for up to 3 s.
 */
async function entriesSince(page, since) {
  const read = () =>
    page.evaluate((from) => window.__interactions.filter((entry) => entry.startTime >= from), since)
  const until = Date.now() + 3000
  let entries = await read()
  while (!entries.length && Date.now() < until) {
    await page.waitForTimeout(100)
    entries = await read()
  }
  return entries
}

/**
 * An interaction's latency as INP counts it, its longest entry, with that entry's split; null
 * latency: no entry reached 16 ms. `interactions`: how many distinct interactions the entries are.
 */
function latencyOf(entries) {
  if (!entries.length) return { latency: null, interactions: 0 }
  const longest = entries.reduce((best, entry) => (entry.duration > best.duration ? entry : best))
  return {
    latency: longest.duration,
    inputDelay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentation: longest.startTime + longest.duration - longest.processingEnd,
    event: longest.name,
    target: longest.target,
    interactions: new Set(entries.map((entry) => entry.interactionId)).size,
  }
}

/** What the shopper sees change: the price, the crop rectangle and the canvas preview. */
function visibleState(form) {
  return form.evaluate((element) => {
    const text = (selector) => element.querySelector(selector)?.textContent?.trim() ?? null
    const crop = element.querySelector('[data-testid="crop-rectangle"]')
    const preview = element.querySelector('[data-testid="canvas-preview"]')
    const picture = preview?.querySelector('image')
    return {
      price: text('[data-testid="total-price"]'),
      crop: crop?.getAttribute('style') ?? null,
      preview: preview
        ? `${preview.getAttribute('viewBox')} ${['x', 'y', 'width', 'height'].map((name) => picture?.getAttribute(name)).join(' ')}`
        : null,
    }
  })
}

/** "price 12,00 Kč → 22,00 Kč" and the like; null when nothing the shopper sees changed. */
function changeOf(before, after) {
  const changes = []
  if (before.price !== after.price) changes.push(`price ${before.price} → ${after.price}`)
  if (before.crop !== after.crop) changes.push(before.crop ? 'crop moved' : 'crop editor shown')
  if (before.preview !== after.preview) changes.push(after.preview ? 'preview redrawn' : 'preview')
  return changes.length ? changes.join(', ') : null
}

/**
 * Makes one choice and measures it: `prepare` (no input: a focus, say), then `input`, real input.
 * Nothing asks the page anything until the interaction has surely been painted: a script of this
 * bench running meanwhile in the page would be measured with it. Then the interaction's entries,
 * whether the form shows a change (waited for up to 5 s more), a quiet network and a little more.
 * With `shows`, the Element Timing name of a picture the choice brings: `paintedAfter`, how long
 * after the input it was first painted (null: not painted within the wait).
 */
async function measure(page, quiet, form, { how, prepare, input, shows }) {
  await prepare?.()
  const before = await visibleState(form)
  const since = await now(page)
  await input()
  await page.waitForTimeout(LOOK_AWAY_MS)
  await quiet()
  const entries = await entriesSince(page, since)
  let after = await visibleState(form)
  const until = Date.now() + 5000
  while (!changeOf(before, after) && Date.now() < until) {
    await page.waitForTimeout(100)
    after = await visibleState(form)
  }
  await quiet()
  await page.waitForTimeout(SETTLE_MS)
  const latency = latencyOf(entries)
  if (!shows) return { how, ...latency, change: changeOf(before, after) }
  const tapped = entries.length ? Math.min(...entries.map((entry) => entry.startTime)) : since
  const paints = await page.evaluate(
    ({ name, from }) =>
      window.__painted.filter((entry) => entry.identifier === name && entry.renderTime >= from),
    { name: shows, from: since },
  )
  const paintedAfter = paints.length
    ? Math.min(...paints.map((entry) => entry.renderTime)) - tapped
    : null
  return { how, ...latency, change: changeOf(before, after), paintedAfter }
}

/** A key pressed on a field, focused first without an input of its own (no interaction). */
const press = (page, field, key) => ({
  how: key,
  prepare: () => field.focus(),
  input: () => page.keyboard.press(key),
})

/**
 * A tap in the middle of `target`, found first. Not Locator.tap: the check that its tap lands on the
 * target is a listener in the page, run in the tap's own pointerdown, and it would be measured.
 */
function tapOn(page, target) {
  let point
  return {
    how: 'tap',
    prepare: async () => {
      await target.scrollIntoViewIfNeeded()
      const box = await target.boundingBox()
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    },
    input: () => page.touchscreen.tap(point.x, point.y),
  }
}

/**
 * The product page as a phone shopper uses it: loads, wakes the built configurator by scrolling to
 * it, waits for it to be live and for a quiet network, then measures the actions in order.
 */
async function measureProduct(browser, page, { trace } = {}) {
  const { context, page: tab, quiet } = await openPhone(browser, page.language)
  try {
    const url = `${SITE_URL}${page.path}`
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 })
    const ended = new URL(tab.url()).pathname
    if (ended !== page.path) console.warn(`${page.name}: ended on ${ended}, not ${page.path}`)
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    })
    await quiet()
    const form = tab.locator('form:has(select[name="size"])')
    const built = await form.elementHandle()
    // The built form stays without its code until the shopper's first sign: a scroll to it.
    await form.locator('select[name="layout"]').scrollIntoViewIfNeeded()
    const live = () => built.evaluate((element) => !element.isConnected)
    if (!(await live())) await tab.mouse.wheel(0, 200)
    await tab.waitForFunction((element) => !element.isConnected, built, { timeout: 30_000 })
    await quiet()
    await tab.waitForTimeout(SETTLE_MS)

    if (trace)
      await browser.startTracing(tab, {
        path: trace,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'latencyInfo',
        ],
      })
    const field = (name) => form.locator(`[name="${name}"]`).first()
    const results = {}
    results.size = await measure(tab, quiet, form, press(tab, field('size'), 'ArrowDown'))
    // The last paper: in the demo catalogue the one with a surcharge, so the price shows the choice.
    results.paper = await measure(tab, quiet, form, press(tab, field('paper'), 'End'))
    const layouts = await field('layout').locator('option').count()
    results.layout = await measure(
      tab,
      quiet,
      form,
      layouts > 1
        ? press(tab, field('layout'), 'ArrowDown')
        : { ...press(tab, field('quantity'), 'ArrowUp'), how: 'quantity ArrowUp' },
    )
    // The tap that shows the crop editor: also when the editor's picture is first painted, which
    // is the interaction's own frame only if the editor's code has come before the tap.
    const crop = form.locator('label', { has: tab.locator('input[value="crop"]') })
    results.cropFormat = await measure(tab, quiet, form, {
      ...tapOn(tab, crop),
      shows: 'crop-editor',
    })
    const rectangle = form.getByTestId('crop-rectangle')
    await rectangle.waitFor({ timeout: 30_000 })
    // Where the crop has room to move: sideways when narrower than the picture, else down.
    const across = await rectangle.evaluate((element) => element.style.width !== '100%')
    results.crop = await measure(
      tab,
      quiet,
      form,
      press(tab, rectangle, across ? 'ArrowRight' : 'ArrowDown'),
    )
    const first = await field('size').evaluate((select) => select.selectedIndex === 0)
    results.sizeAgain = await measure(
      tab,
      quiet,
      form,
      press(tab, field('size'), first ? 'ArrowDown' : 'ArrowUp'),
    )
    if (trace) await browser.stopTracing()

    // INP: the run's worst interaction, whichever it was (with the entries the actions left out).
    const all = await tab.evaluate(() => window.__interactions)
    return { actions: results, inp: latencyOf(all).latency }
  } finally {
    await context.close()
  }
}

/** The floor: a tap on bench/floor's heading and a key, where nothing listens or changes. */
async function measureFloor(browser, floor) {
  const { context, page, quiet } = await openPhone(browser, floor.language)
  try {
    // It has no sign of its hydration: its scripts have run once the network is quiet.
    await page.goto(floor.url, { waitUntil: 'load', timeout: 60_000 })
    await quiet()
    await page.waitForTimeout(SETTLE_MS)
    const heading = page.locator('h1')
    const result = {}
    for (const [key, { prepare, input }] of [
      ['tap', tapOn(page, heading)],
      ['key', { input: () => page.keyboard.press('a') }],
    ]) {
      await prepare?.()
      const since = await now(page)
      await input()
      await page.waitForTimeout(LOOK_AWAY_MS)
      result[key] = latencyOf(await entriesSince(page, since))
      await page.waitForTimeout(SETTLE_MS)
    }
    return result
  } finally {
    await context.close()
  }
}

const ACTIONS = [
  { key: 'size', title: '1 another size' },
  { key: 'paper', title: '2 another paper' },
  { key: 'layout', title: '3 another layout' },
  { key: 'cropFormat', title: '  format: crop (tap)' },
  { key: 'crop', title: '4 crop moved' },
  { key: 'sizeAgain', title: '5 size again' },
]
const FLOOR_ACTIONS = [
  { key: 'tap', title: 'floor: tap on the heading' },
  { key: 'key', title: 'floor: a key pressed' },
]

const ms = (value) =>
  value === null || value === undefined
    ? `< ${THRESHOLD_MS} ms`
    : value < THRESHOLD_MS
      ? `< ${THRESHOLD_MS} ms`
      : `${Math.round(value)} ms`
/** When a picture was painted: never painted within the wait is null (a run) or Infinity (a median). */
const painted = (value) =>
  value === null || value === Infinity ? 'not painted' : `${Math.round(value)} ms`
const part = (value) => (value === undefined ? '' : String(Math.round(value)))
/** "24 ms (2 + 8 + 14)": the latency and its split (input delay, processing, presentation). */
const withSplit = (result) =>
  result.latency === null
    ? ms(null)
    : `${ms(result.latency)} (${[result.inputDelay, result.processing, result.presentation].map(part).join(' + ')})`
/** Medians and maxima over runs; an interaction under the threshold counts as 0. */
const orZero = (value) => value ?? 0

console.log(
  `bench/configurator-inp: Event Timing of the product page's configurator on a phone, CPU ${CPU_SLOWDOWN}× slower (DevTools throttling), ${runs} runs; ${os.cpus().length} CPUs, Node ${process.version}`,
)
const shop = await startShop({ skipBuild: values['skip-build'], nginx: values.nginx })
try {
  await startFloor({ skipBuild: values['skip-build'], nginx: values.nginx })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    // Playwright's own handlers would exit before the API and the server are stopped: onStop does it.
    handleSIGINT: false,
    handleSIGTERM: false,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  onStop(() => browser.close())

  const measured = pages.map((page) => ({
    ...page,
    floor: floorPage(page.language),
    runs: [],
    floorRuns: [],
  }))
  for (let round = 1; round <= runs; round++) {
    for (const page of measured) {
      const floor = await measureFloor(browser, page.floor)
      const result = await measureProduct(browser, page)
      page.floorRuns.push(floor)
      page.runs.push(result)
      console.log(
        `\nrun ${round}/${runs} ${page.name} (${page.path}): INP ${ms(result.inp)}; floor: tap ${withSplit(floor.tap)}, key ${withSplit(floor.key)}`,
      )
      console.log(
        formatTable(
          [
            'action',
            'input',
            'latency',
            'input delay',
            'processing',
            'presentation',
            'longest entry',
            'shown',
          ],
          ACTIONS.map(({ key, title }) => {
            const action = result.actions[key]
            return [
              title,
              action.how,
              ms(action.latency),
              part(action.inputDelay),
              part(action.processing),
              part(action.presentation),
              action.event ? `${action.event} on ${action.target}` : '',
              `${action.change ?? 'no visible change'}${action.paintedAfter === undefined ? '' : `, its picture painted ${painted(action.paintedAfter)} after the tap`}`,
            ]
          }),
        ),
      )
    }
  }

  if (values.trace) {
    fs.mkdirSync(traceDir, { recursive: true })
    for (const page of measured) {
      const file = path.join(traceDir, `${page.language}.json`)
      await measureProduct(browser, page, { trace: file })
      console.log(
        `\ntrace of one more ${page.name} run (not counted): ${path.relative(ROOT, file)}`,
      )
    }
  }
  await browser.close()

  const summary = measured.map((page) => {
    const actions = Object.fromEntries(
      ACTIONS.map(({ key }) => {
        const latencies = page.runs.map((run) => orZero(run.actions[key].latency))
        const unchanged = page.runs.filter((run) => !run.actions[key].change).length
        return [key, { median: median(latencies), worst: Math.max(...latencies), unchanged }]
      }),
    )
    // Never painted counts as the longest wait there was: no run hides a missing editor.
    const paints = page.runs.map((run) => run.actions.cropFormat.paintedAfter ?? Infinity)
    const editorPainted = { median: median(paints), worst: Math.max(...paints) }
    const inps = page.runs.map((run) => orZero(run.inp))
    const floor = Object.fromEntries(
      FLOOR_ACTIONS.map(({ key }) => {
        const latencies = page.floorRuns.map((run) => orZero(run[key].latency))
        return [key, { median: median(latencies), worst: Math.max(...latencies) }]
      }),
    )
    return {
      page,
      actions,
      editorPainted,
      inp: { median: median(inps), worst: Math.max(...inps) },
      floor,
    }
  })

  const verdict = (value) => (value > TARGET_MS ? '✗' : 'met')
  for (const { page, actions, editorPainted, inp, floor } of summary) {
    console.log(
      `\n${page.name} (${page.path}): medians and worst of ${runs} runs, target ${TARGET_MS} ms (✗: the median misses it)\n`,
    )
    console.log(
      formatTable(
        ['action', 'median', 'worst', 'target', 'no visible change'],
        [
          ...ACTIONS.map(({ key, title }) => [
            title,
            ms(actions[key].median),
            ms(actions[key].worst),
            verdict(actions[key].median),
            actions[key].unchanged ? `${actions[key].unchanged} of ${runs} runs` : '',
          ]),
          [
            '  crop editor painted',
            painted(editorPainted.median),
            painted(editorPainted.worst),
            verdict(editorPainted.median),
            '',
          ],
          ['INP (a run’s worst)', ms(inp.median), ms(inp.worst), verdict(inp.median), ''],
          ...FLOOR_ACTIONS.map(({ key, title }) => [
            title,
            ms(floor[key].median),
            ms(floor[key].worst),
            '',
            '',
          ]),
        ],
      ),
    )
  }
  console.log(
    `\nChromium reports durations rounded to 8 ms and no entry under ${THRESHOLD_MS} ms ("< ${THRESHOLD_MS} ms"); the split is of the interaction's longest entry: input delay (to its first handler), processing (its handlers), presentation (to the next paint). The split is not rounded, the duration is: they may differ by a few ms (a presentation of −2).`,
  )

  if (values.json)
    writeJson(values.json, {
      at: new Date().toISOString(),
      cpuSlowdown: CPU_SLOWDOWN,
      targetMs: TARGET_MS,
      thresholdMs: THRESHOLD_MS,
      pages: summary.map(({ page, actions, editorPainted, inp, floor }) => ({
        name: page.name,
        path: page.path,
        actions,
        editorPainted,
        inp,
        floor,
        runs: page.runs,
        floorRuns: page.floorRuns,
      })),
    })
} finally {
  await shop.stop()
}
