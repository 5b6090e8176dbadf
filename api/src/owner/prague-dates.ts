import { UsageError } from './command.js'
import { t } from './language.js'

/** The shop's days are Prague days: a code valid "until 31 December" ends as 1 January begins there. */
const TIME_ZONE = 'Europe/Prague'
const HOUR = 3_600_000

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function pragueParts(instant: Date) {
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** `2026-12-01` as given by the owner, checked to be a real day; a UsageError names the option. */
function dayOf(name: string, value: unknown): { year: number; month: number; day: number } {
  const text = String(value ?? '')
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const [year, month, day] = match ? match.slice(1).map(Number) : []
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : null
  if (!date || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day)
    throw new UsageError(t('owner.tool.day', { option: name, example: '2026-12-31', value: text }))
  return { year: year!, month: month!, day: day! }
}

/** The instant a Prague day begins (CET is UTC+1, CEST UTC+2). */
function pragueMidnight(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day)
  const wanted = new Date(utcMidnight).toISOString().slice(0, 10)
  const instant = [1, 2]
    .map((offset) => new Date(utcMidnight - offset * HOUR))
    .find((candidate) => {
      const parts = pragueParts(candidate)
      return parts.day === wanted && parts.time === '00:00'
    })
  return instant!
}

/** The start of the Prague day given, e.g. for `--from 2026-12-01`. */
export function startOfDay(name: string, value: unknown): Date {
  const { year, month, day } = dayOf(name, value)
  return pragueMidnight(year, month, day)
}

/** The end of the Prague day given (the next one's start), e.g. for `--until 2026-12-31`. */
export function endOfDay(name: string, value: unknown): Date {
  const { year, month, day } = dayOf(name, value)
  return pragueMidnight(year, month, day + 1)
}

/**
 * An instant as a Prague day for the owner: a start of a day as that day, an end of one (`until`)
 * as the day it ends, anything else with its time.
 */
export function pragueDay(iso: string, end = false): string {
  const instant = new Date(iso)
  const { day, time } = pragueParts(instant)
  if (time !== '00:00') return `${day} ${time}`
  return end ? pragueParts(new Date(instant.getTime() - 1)).day : day
}
