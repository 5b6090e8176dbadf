const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' }

/**
 * A day-only value (a due date, "2026-12-01") is that day wherever the customer is; parsed as an
 * instant it would be the day before west of Greenwich.
 */
function parse(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!day) return new Date(value)
  return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
}

/** "5. března 2026" in the page's language; with the time for the status history. */
export function formatDate(value: string, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(language, withTime ? DATE_TIME : DATE).format(parse(value))
}

/**
 * The Prague calendar day of an instant ("20. prosince 2026"), wherever the page was built or is
 * read: a promotion starts and ends at Prague midnights.
 */
export function formatPragueDay(instant: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { ...DATE, timeZone: 'Europe/Prague' }).format(instant)
}
