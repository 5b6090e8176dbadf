import {
  deliveryDates,
  formatShortDate,
  inPrague,
  isWorkingDay,
} from '@print-shop/shop-domain/working-days'

/** A moment given in Prague's winter time (UTC+1). */
const pragueWinter = (iso: string) => new Date(`${iso}+01:00`)

describe('working days and delivery dates', () => {
  it('knows the Czech public holidays, Easter included, and weekends', () => {
    expect(isWorkingDay({ year: 2026, month: 11, day: 17 })).toBe(false) // Struggle for Freedom Day
    expect(isWorkingDay({ year: 2026, month: 12, day: 24 })).toBe(false)
    expect(isWorkingDay({ year: 2026, month: 11, day: 28 })).toBe(false) // Saturday
    expect(isWorkingDay({ year: 2026, month: 11, day: 26 })).toBe(true)
    // Easter 2027 falls on 28 March: Good Friday and Easter Monday are days off.
    expect(isWorkingDay({ year: 2027, month: 3, day: 26 })).toBe(false)
    expect(isWorkingDay({ year: 2027, month: 3, day: 29 })).toBe(false)
    expect(isWorkingDay({ year: 2027, month: 3, day: 30 })).toBe(true)
  })

  it('counts from today before the noon cut-off, from the next working day after it', () => {
    // Wednesday 25 November 2026.
    expect(deliveryDates(pragueWinter('2026-11-25T09:00'), 2, 1)).toEqual({
      dispatch: { year: 2026, month: 11, day: 26 },
      delivery: { year: 2026, month: 11, day: 27 },
    })
    expect(deliveryDates(pragueWinter('2026-11-25T17:40'), 2, 1)).toEqual({
      dispatch: { year: 2026, month: 11, day: 27 },
      delivery: { year: 2026, month: 11, day: 30 },
    })
  })

  it('skips Christmas and Easter, and collection adds no days', () => {
    expect(deliveryDates(pragueWinter('2026-12-23T10:00'), 2, 1)).toEqual({
      dispatch: { year: 2026, month: 12, day: 28 },
      delivery: { year: 2026, month: 12, day: 29 },
    })
    const easter = deliveryDates(pragueWinter('2027-03-25T10:00'), 2, 0)
    expect(easter.dispatch).toEqual({ year: 2027, month: 3, day: 30 })
    expect(easter.delivery).toEqual(easter.dispatch)
  })

  it('reads Prague time, not the browser’s', () => {
    // 23:30 UTC on a Sunday is already Monday 00:30 in Prague: a working day before the cut-off.
    expect(deliveryDates(new Date('2026-11-29T23:30:00Z'), 1, 0).dispatch).toEqual({
      year: 2026,
      month: 11,
      day: 30,
    })
  })

  it('keeps Prague’s clock as the time-zone data does, every hour of six years', () => {
    const prague = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      hourCycle: 'h23',
    })
    const differing: string[] = []
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2031, 0, 1); time += 3_600_000) {
      const moment = new Date(time)
      const parts = Object.fromEntries(
        prague.formatToParts(moment).map((part) => [part.type, Number(part.value)]),
      )
      const expected = { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour }
      if (JSON.stringify(inPrague(moment)) !== JSON.stringify(expected))
        differing.push(moment.toISOString())
    }
    expect(differing).toEqual([])
    // The hours around the changes of 2026: 29 March 01:00 UTC and 25 October 01:00 UTC.
    expect(inPrague(new Date('2026-03-29T00:59:00Z')).hour).toBe(1)
    expect(inPrague(new Date('2026-03-29T01:00:00Z')).hour).toBe(3)
    expect(inPrague(new Date('2026-10-25T00:59:00Z')).hour).toBe(2)
    expect(inPrague(new Date('2026-10-25T01:00:00Z')).hour).toBe(2)
    expect(inPrague(new Date('2026-10-25T02:00:00Z')).hour).toBe(3)
  })

  it('writes a short date with its weekday in the language', () => {
    const thursday = { year: 2026, month: 12, day: 3 }
    expect(formatShortDate(thursday, 'cs')).toBe('čt 3. 12.')
    expect(formatShortDate(thursday, 'en')).toBe('Thu 3 Dec')
    expect(formatShortDate(thursday, 'de')).toBe('Do., 3.12.')
    expect(formatShortDate(thursday, 'sk')).toBe('št 3. 12.')
  })

  it('writes the short date as Intl does, every day of three years in each language', () => {
    // The spaces Intl puts in differ between ICU versions (no-break or not); the words may not.
    const spaced = (text: string) => text.replace(/\s/g, ' ')
    const differing: string[] = []
    for (const language of ['cs', 'sk', 'de', 'en']) {
      const intl = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
        weekday: 'short',
        day: 'numeric',
        month: language === 'en' ? 'short' : 'numeric',
        timeZone: 'UTC',
      })
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
        const moment = new Date(time)
        const day = {
          year: moment.getUTCFullYear(),
          month: moment.getUTCMonth() + 1,
          day: moment.getUTCDate(),
        }
        const expected = spaced(intl.format(moment))
        if (spaced(formatShortDate(day, language)) !== expected)
          differing.push(`${language} ${moment.toISOString().slice(0, 10)}: ${expected}`)
      }
    }
    expect(differing).toEqual([])
  })
})
