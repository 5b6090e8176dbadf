// Why a page missed a target of bench:lighthouse: the biggest items Lighthouse names in the report
// of the page's median run, and for main-thread work and script boot-up the page's figures beside
// the floor's report of the same round, so that the extra work shows where it is.
import { FLOOR_URL } from './floor.mjs'
import { SITE_URL } from './shop.mjs'

/** The metric each timing column stands for in Lighthouse's `metricSavings`. */
const SAVINGS_METRIC = { lcp: 'LCP', tbt: 'TBT', cls: 'CLS' }

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`
const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a')

function shortUrl(url) {
  try {
    const parsed = new URL(url)
    return [SITE_URL, FLOOR_URL].includes(parsed.origin)
      ? parsed.pathname
      : `${parsed.host}${parsed.pathname}`
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
 * The three performance audits that would save the most of `metrics` by Lighthouse's estimate, but
 * those of ids in `shown`.
 */
function rankedBySavings(lhr, metrics, shown) {
  const weight = (result) =>
    metrics.reduce(
      (sum, metric) =>
        sum + (result.metricSavings?.[metric] ?? 0) * (metric === 'CLS' ? 10_000 : 1),
      0,
    )
  return (
    lhr.categories.performance.auditRefs
      .map((ref) => lhr.audits[ref.id])
      // LCP's own element audit claims the whole metric: its phases are shown instead.
      .filter((result) => result.id !== 'largest-contentful-paint-element' && !shown.has(result.id))
      .filter((result) => result.score !== null && result.score < 1 && weight(result) > 0)
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, 3)
  )
}

function savingsText(result, metrics) {
  return metrics
    .filter((metric) => result.metricSavings?.[metric])
    .map((metric) =>
      metric === 'CLS'
        ? `CLS −${result.metricSavings.CLS.toFixed(3)}`
        : `${metric} −${ms(result.metricSavings[metric])}`,
    )
    .join(', ')
}

/** The kinds of main-thread work of the page (mainthread-work-breakdown) beside the floor's. */
function workByKind(lhr, floorLhr) {
  const audit = (report) => report?.audits['mainthread-work-breakdown']
  const kinds = (report) => audit(report)?.details?.items ?? []
  const floorMs = new Map(kinds(floorLhr).map((item) => [item.group, item.duration]))
  return [
    `main-thread work ${ms(audit(lhr)?.numericValue)}, the floor's ${ms(audit(floorLhr)?.numericValue)}; by kind, the floor's in brackets:`,
    ...kinds(lhr)
      .slice(0, 5)
      .map(
        (item) =>
          `      ${item.groupLabel} ${ms(item.duration)} (${ms(floorMs.get(item.group) ?? 0)})`,
      ),
  ]
}

/**
 * The scripts of the page with the most main-thread work (bootup-time: all their work, then its
 * evaluation + parse and compile, which the audit's figure adds up), and the floor's.
 */
function bootupByScript(lhr, floorLhr) {
  const audit = (report) => report?.audits['bootup-time']
  const busiest = (report, prefix) =>
    (audit(report)?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) =>
          `      ${prefix}${shortUrl(item.url)} ${ms(item.total)}: ${Math.round(item.scripting)} + ${ms(item.scriptParseCompile)}`,
      )
  return [
    `script boot-up ${ms(audit(lhr)?.numericValue)}, the floor's ${ms(audit(floorLhr)?.numericValue)}; the busiest scripts, all their work: evaluation + parse and compile:`,
    ...busiest(lhr, ''),
    ...busiest(floorLhr, "the floor's "),
  ]
}

/** The heaviest failed audits of each missed category but Performance. */
function failedAudits(lhr, missed, columns) {
  const lines = []
  for (const column of columns.filter((item) => item.category && item.key !== 'performance')) {
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

/** The columns whose miss is shown beside the floor, and the page's audit that this replaces. */
const BESIDE_FLOOR = [
  { key: 'mainThread', audit: 'mainthread-work-breakdown', explain: workByKind },
  { key: 'bootup', audit: 'bootup-time', explain: bootupByScript },
]

/**
 * The biggest items behind a page's `missed` columns, from its report `lhr` and the floor's report
 * of the same round: performance audits by the savings Lighthouse estimates for the missed metrics,
 * main-thread work and script boot-up beside the floor's, and the heaviest failed audits of a
 * missed category. A line starting with six spaces belongs to the line before it.
 */
export function biggestItems(lhr, missed, columns, floorLhr) {
  const missedMetrics = missed
    .filter((key) => SAVINGS_METRIC[key])
    .map((key) => SAVINGS_METRIC[key])
  const metrics =
    missedMetrics.length || !missed.includes('performance')
      ? missedMetrics
      : ['LCP', 'TBT', 'FCP', 'CLS']
  const beside = BESIDE_FLOOR.filter((item) => missed.includes(item.key))
  const lines = metrics.includes('LCP') ? lcpBreakdown(lhr) : []
  const ranked = rankedBySavings(lhr, metrics, new Set(beside.map((item) => item.audit)))
  for (const result of ranked) lines.push(...describeAudit(result, savingsText(result, metrics)))
  // Nothing to save by Lighthouse's estimate: show what the main thread spent its time on.
  const unexplained = metrics.length > 0 && !ranked.length
  for (const item of unexplained ? BESIDE_FLOOR : beside) lines.push(...item.explain(lhr, floorLhr))
  if (unexplained && lhr.audits['long-tasks']?.details)
    lines.push(...describeAudit(lhr.audits['long-tasks']))
  return [...lines, ...failedAudits(lhr, missed, columns)]
}
