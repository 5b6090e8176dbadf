/**
 * Delivery dates as the shop promises them: counted in Czech working days (no weekends, no Czech
 * public holidays), in Prague time. An order paid before the daily cut-off counts today as its first
 * day; later, or on a day off, the count starts on the next working day.
 */

/** Orders paid before this hour (Prague time) start production the same day. */
export const CUT_OFF_HOUR = 12

/** A calendar day in Prague, as year, month (1-12) and day. */
export interface CalendarDay {
  year: number
  month: number
  day: number
}

/** Easter Sunday of a year (the anonymous Gregorian computus). */
function easterSunday(year: number): CalendarDay {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return { year, month, day }
}

/** Fixed public holidays of the Czech Republic (zákon č. 245/2000 Sb.), as MM-DD. */
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '05-01',
  '05-08',
  '07-05',
  '07-06',
  '09-28',
  '10-28',
  '11-17',
  '12-24',
  '12-25',
  '12-26',
])

const key = ({ month, day }: CalendarDay) =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** A calendar day as ISO 8601 writes it: 2026-12-03. */
export const isoDay = (date: CalendarDay) => `${date.year}-${key(date)}`

/** The day `days` after (or before) `date`. */
export function addDays(date: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

const easterHolidaysOf = new Map<number, Set<string>>()

/** Good Friday and Easter Monday, the movable Czech holidays (worked out once a year). */
function easterHolidays(year: number): Set<string> {
  let holidays = easterHolidaysOf.get(year)
  if (!holidays) {
    const sunday = easterSunday(year)
    holidays = new Set([key(addDays(sunday, -2)), key(addDays(sunday, 1))])
    easterHolidaysOf.set(year, holidays)
  }
  return holidays
}

export function isWorkingDay(date: CalendarDay): boolean {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !FIXED_HOLIDAYS.has(key(date)) && !easterHolidays(date.year).has(key(date))
}

/** The working day `count` working days after `date` (0: `date` itself if it is one, else the next). */
export function addWorkingDays(date: CalendarDay, count: number): CalendarDay {
  let current = date
  while (!isWorkingDay(current)) current = addDays(current, 1)
  for (let left = count; left > 0; left -= 1) {
    current = addDays(current, 1)
    while (!isWorkingDay(current)) current = addDays(current, 1)
  }
  return current
}

const HOUR = 3_600_000

/** The date of a month's last Sunday (`month` 1–12). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0))
  return last.getUTCDate() - last.getUTCDay()
}

/**
 * Prague's hours ahead of UTC at a moment: summer time (+2) from 01:00 UTC of March's last Sunday
 * to 01:00 UTC of October's last Sunday, the EU's rule since 1996, winter time (+1) otherwise.
 * Worked out rather than asked of Intl.DateTimeFormat: the Christmas promise asks for a few hundred
 * moments while the home page hydrates, and each ask cost 0.1–0.3 ms of a phone's main thread.
 * A test holds it to Intl's time-zone data hour by hour.
 */
export function pragueOffsetHours(moment: Date): 1 | 2 {
  const year = moment.getUTCFullYear()
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 3), 1)
  const summerTo = Date.UTC(year, 9, lastSunday(year, 10), 1)
  const time = moment.getTime()
  return time >= summerFrom && time < summerTo ? 2 : 1
}

/** The day and hour of a moment in Prague. */
export function inPrague(moment: Date): CalendarDay & { hour: number } {
  const wall = new Date(moment.getTime() + pragueOffsetHours(moment) * HOUR)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
  }
}

/**
 * When an order paid at `paidAt` is made and sent (`productionDays` working days), and when it
 * arrives (`transitDays` more; 0 for collection at the studio).
 */
export function deliveryDates(
  paidAt: Date,
  productionDays: number,
  transitDays: number,
): { dispatch: CalendarDay; delivery: CalendarDay } {
  const now = inPrague(paidAt)
  const today: CalendarDay = { year: now.year, month: now.month, day: now.day }
  const firstDay =
    isWorkingDay(today) && now.hour < CUT_OFF_HOUR ? today : addWorkingDays(addDays(today, 1), 0)
  // The first working day counts as the first day of production.
  const dispatch = addWorkingDays(firstDay, Math.max(productionDays - 1, 0))
  return { dispatch, delivery: addWorkingDays(dispatch, transitDays) }
}

/** Weekdays as the languages shorten them, Sunday first (CLDR's short forms). */
const SHORT_WEEKDAYS: Readonly<Record<string, readonly string[]>> = {
  cs: ['ne', 'po', 'út', 'st', 'čt', 'pá', 'so'],
  sk: ['ne', 'po', 'ut', 'st', 'št', 'pi', 'so'],
  de: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
}
const SHORT_MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const

/**
 * "čt 3. 12." / "Do., 3.12." / "Thu 3 Dec": a short date with its weekday in the language, as
 * `Intl.DateTimeFormat` writes it (weekday short, day and month numeric; British English names the
 * month). Written out rather than asked of Intl: the configurator shows it as it comes to life, and a
 * page's first Intl format readies the browser's locale data (some 25–75 ms of a phone's main thread
 * unthrottled). A test holds it to Intl for every day of three years.
 */
export function formatShortDate(date: CalendarDay, language: string): string {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day))
  const weekdays = SHORT_WEEKDAYS[language]
  if (!weekdays)
    return new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    }).format(utc)
  const weekday = weekdays[utc.getUTCDay()]
  if (language === 'en') return `${weekday} ${date.day} ${SHORT_MONTHS_EN[date.month - 1]}`
  if (language === 'de') return `${weekday}, ${date.day}.${date.month}.`
  return `${weekday} ${date.day}. ${date.month}.`
}
