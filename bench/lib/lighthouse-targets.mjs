// What bench:lighthouse judges (issue 58): the columns of its table, how each is read from a
// Lighthouse report, how a page's figure is set against its language's floor in the same round (a
// difference or a ratio), and what the median of those comparisons over the rounds must reach.
import { median } from './shop.mjs'

/** Pages that must not be indexed (a search's results, the basket): SEO is not judged there. */
export const NOINDEX = new Set(['search', 'basket'])

/**
 * A ratio's least denominator, in ms. The floor's TBT can be 0 or a few ms in a round (its page has
 * few tasks over 50 ms), and a ratio over it would be infinite or huge for a few ms of the page's
 * blocking: the floor counts as at least this much, which judges such a round by the page's own
 * TBT. Main-thread work and boot-up share the rule; the floor's are hundreds of ms.
 */
const LEAST_FLOOR_MS = 10

/**
 * The columns: a Lighthouse category's score or an audit's numericValue (times `scale`), shown with
 * `digits`. A column with `against` is judged by the median over the rounds of the page's
 * `difference` from or `ratio` to the floor's figure in the same round; `min`/`max` bound that
 * median, or the page's own median where there is no `against`. LCP's allowance is smaller behind
 * nginx, which serves pages and API on one origin as deployed.
 */
export function targetColumns({ nginx = false } = {}) {
  const ratio = { against: 'ratio', max: 1.5, scale: 1, digits: 0 }
  return [
    {
      key: 'performance',
      title: 'Performance',
      category: 'performance',
      against: 'difference',
      min: -3,
    },
    { key: 'accessibility', title: 'Accessibility', category: 'accessibility', min: 100 },
    { key: 'bestPractices', title: 'Best Practices', category: 'best-practices', min: 100 },
    { key: 'seo', title: 'SEO', category: 'seo', min: 100 },
    {
      key: 'lcp',
      title: 'LCP s',
      audit: 'largest-contentful-paint',
      scale: 1 / 1000,
      digits: 2,
      unit: ' s',
      against: 'difference',
      max: nginx ? 0.2 : 0.3,
    },
    { key: 'tbt', title: 'TBT ms', audit: 'total-blocking-time', ...ratio },
    { key: 'mainThread', title: 'Main thread ms', audit: 'mainthread-work-breakdown', ...ratio },
    { key: 'bootup', title: 'Boot-up ms', audit: 'bootup-time', ...ratio },
    { key: 'cls', title: 'CLS', audit: 'cumulative-layout-shift', scale: 1, digits: 3, max: 0 },
  ]
}

const missing = (value) => value === null || value === undefined
const digits = (column) => (column.category ? 0 : column.digits)
const rounded = (value, places) => Number(value.toFixed(places))

/** A figure as the table shows it. */
export const show = (column, value) =>
  missing(value)
    ? 'n/a'
    : column.category
      ? String(Math.round(value))
      : value.toFixed(column.digits)

/** A comparison with the floor as the table shows it: "+0.12", "−3", "×1.32". */
export function showAgainst(column, value) {
  if (missing(value)) return 'n/a'
  if (column.against === 'ratio') return `×${value.toFixed(2)}`
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±'
  return `${sign}${show(column, Math.abs(value))}`
}

/** A report's figure of every column; null where Lighthouse gave none. */
export function figures(lhr, columns) {
  const result = {}
  for (const column of columns) {
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

/** A page's figures against its floor's of the same round, for the columns judged so. */
export function againstFloor(result, floor, columns) {
  const compare = (column) => {
    const [value, base] = [result[column.key], floor[column.key]]
    if (missing(value) || missing(base)) return null
    return column.against === 'ratio' ? value / Math.max(base, LEAST_FLOOR_MS) : value - base
  }
  return Object.fromEntries(
    columns.filter((column) => column.against).map((column) => [column.key, compare(column)]),
  )
}

/**
 * Whether a page of type `pageType` misses a column's target: its median comparison with the floor
 * (or its own median), rounded as shown, so that a figure shown on the target meets it.
 */
function misses(column, pageType, { median: medians, againstFloor: compared }) {
  if (column.key === 'seo' && NOINDEX.has(pageType)) return false
  const value = column.against ? compared[column.key] : medians[column.key]
  if (missing(value)) return true
  if (column.min !== undefined) return value < column.min
  return rounded(value, column.against === 'ratio' ? 2 : digits(column)) > column.max
}

/**
 * A page's medians over its rounds (`page.runs`: each round's figures and `againstFloor`), the
 * medians of its comparisons with the floor, and the keys of the columns whose target it misses.
 */
export function judge(page, columns) {
  const medianOf = (read) => median(page.runs.map(read))
  const medians = Object.fromEntries(
    columns.map((column) => [column.key, medianOf((run) => run[column.key])]),
  )
  if (page.page === 'floor') return { median: medians, againstFloor: {}, missed: [] }
  const compared = Object.fromEntries(
    columns
      .filter((column) => column.against)
      .map((column) => [column.key, medianOf((run) => run.againstFloor[column.key])]),
  )
  const result = { median: medians, againstFloor: compared }
  const missed = columns.filter((column) => misses(column, page.page, result))
  return { ...result, missed: missed.map((column) => column.key) }
}

/** The target row's text: "≥ 100", "≤ floor + 0.3 s", "≤ floor ×1.5". */
export function targetText(column) {
  const bound = column.min !== undefined ? `≥` : `≤`
  const limit = column.min ?? column.max
  if (column.against === 'ratio') return `${bound} floor ×${limit}`
  if (column.against === 'difference')
    return `${bound} floor ${limit < 0 ? '−' : '+'} ${Math.abs(limit)}${column.unit ?? ''}`
  return `${bound} ${limit}`
}

/** A table cell: the median, in brackets the comparison it is judged by, ✗ on a miss. */
export function cell(column, page) {
  const value = show(column, page.median[column.key])
  if (page.page === 'floor') return value
  const note = column.against
    ? ` (${showAgainst(column, page.againstFloor[column.key])})`
    : column.key === 'seo' && NOINDEX.has(page.page)
      ? ' (noindex)'
      : ''
  return `${value}${note}${page.missed.includes(column.key) ? ' ✗' : ''}`
}

/** One run's figures for its line in the log, each with its comparison with the floor. */
export function runText(columns, result, compared) {
  return columns
    .map((column) => {
      const note = column.key in compared ? ` (${showAgainst(column, compared[column.key])})` : ''
      return `${column.title} ${show(column, result[column.key])}${note}`
    })
    .join(', ')
}
