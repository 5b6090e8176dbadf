import {
  addDays,
  CUT_OFF_HOUR,
  deliveryDates,
  inPrague,
  isWorkingDay,
  type CalendarDay,
} from '@print-shop/shop-domain/working-days'

/**
 * The Christmas promise, by the checkout's own delivery rule (working-days.ts): the last moment an
 * order may be paid so that `deliveryDates` brings it by Christmas Eve, per delivery method, and
 * from those the sentence's cut-off and countries. A page never promises what checkout would not.
 */

/** What the rule needs of a delivery method (GET /delivery_methods). */
export interface DeliveryRoute {
  /** pickup_point, courier or personal_collection. */
  kind: string
  /** EU codes it delivers to; empty: every EU country but the excluded ones (or, for collection, none). */
  countries: readonly string[]
  excludedCountries: readonly string[]
  /** Working days from dispatch to the door (0: collected at the studio). */
  transitDays: number
}

const before = (a: CalendarDay, b: CalendarDay) =>
  Date.UTC(a.year, a.month - 1, a.day) <= Date.UTC(b.year, b.month - 1, b.day)

/** The instant a Prague wall-clock time happens (CET is UTC+1, CEST UTC+2). */
export function pragueMoment(day: CalendarDay, hour: number): Date {
  const candidates = [1, 2].map(
    (offset) => new Date(Date.UTC(day.year, day.month - 1, day.day, hour - offset)),
  )
  return candidates.find((moment) => {
    const seen = inPrague(moment)
    return seen.day === day.day && seen.hour === hour
  })!
}

/**
 * The last moment an order of `productionDays` sent `transitDays` may be paid to arrive (or be
 * ready) by `deadline`: the cut-off hour of a working day, as every payment before it counts that
 * day as its first. Null when no day in the two months before would do.
 */
export function lastPaymentFor(
  productionDays: number,
  transitDays: number,
  deadline: CalendarDay,
): Date | null {
  for (let back = 0; back < 61; back += 1) {
    const day = addDays(deadline, -back)
    if (!isWorkingDay(day)) continue
    const justBefore = new Date(pragueMoment(day, CUT_OFF_HOUR).getTime() - 60_000)
    if (before(deliveryDates(justBefore, productionDays, transitDays).delivery, deadline))
      return pragueMoment(day, CUT_OFF_HOUR)
  }
  return null
}

/** The Christmas that is coming: this year's until Christmas Eve, next year's after it. */
export function comingChristmas(now: Date): number {
  const today = inPrague(now)
  return today.month === 12 && today.day > 24 ? today.year + 1 : today.year
}

/** Christmas Eve of a year: what "before Christmas" means. */
export const christmasEve = (year: number): CalendarDay => ({ year, month: 12, day: 24 })

/**
 * The promise for the countries with delivery methods of their own (the Czech Republic, Slovakia):
 * the earliest of their methods' cut-offs, so an order paid before it arrives in time whichever of
 * them the shopper picks; and the cut-off of the methods for the other EU countries. Collection at
 * the studio is never later than a shipped method, so it does not move the cut-off.
 */
export function christmasPromise(
  routes: readonly DeliveryRoute[],
  productionDays: number,
  year: number,
): { cutOff: Date | null; countries: string[]; otherCountriesCutOff: Date | null } {
  const eve = christmasEve(year)
  const earliest = (list: readonly DeliveryRoute[]) => {
    const moments = list.map((route) => lastPaymentFor(productionDays, route.transitDays, eve))
    if (moments.length === 0 || moments.some((moment) => moment === null)) return null
    return new Date(Math.min(...moments.map((moment) => moment!.getTime())))
  }
  const own = routes.filter((route) => route.countries.length > 0)
  const others = routes.filter(
    (route) => route.countries.length === 0 && route.kind !== 'personal_collection',
  )
  return {
    cutOff: earliest(own),
    countries: [...new Set(own.flatMap((route) => route.countries))],
    otherCountriesCutOff: earliest(others),
  }
}

const intlLanguage = (language: string) => (language === 'en' ? 'en-GB' : language)

/** "15. prosince" / "15 December": the day of a moment in Prague. */
export function pragueDate(moment: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLanguage(language), {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Prague',
  }).format(moment)
}

/** "12:00": the time of a moment in Prague. */
export function pragueTime(moment: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLanguage(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Prague',
  }).format(moment)
}

/** "Česko a Slovensko" / "Czechia and Slovakia": countries by name in the language. */
export function countryList(countries: readonly string[], language: string): string {
  const names = new Intl.DisplayNames([intlLanguage(language)], { type: 'region' })
  return new Intl.ListFormat(intlLanguage(language), { type: 'conjunction' }).format(
    countries.map((country) => names.of(country) ?? country),
  )
}

/** The promise as the texts' placeholders ({{christmasCutOffDate}}, …) in a language. */
export function christmasValues(promise: ReturnType<typeof christmasPromise>, language: string) {
  const { cutOff, otherCountriesCutOff: other } = promise
  return {
    christmasCutOffDate: cutOff ? pragueDate(cutOff, language) : '',
    christmasCutOffTime: cutOff ? pragueTime(cutOff, language) : '',
    christmasCountries: countryList(promise.countries, language),
    christmasOtherCutOffDate: other ? pragueDate(other, language) : '',
    christmasOtherCutOffTime: other ? pragueTime(other, language) : '',
  }
}

export type ChristmasValues = ReturnType<typeof christmasValues>

/** An editor's text from the API (a slide's subtitle) with the promise's placeholders filled in. */
export function fillChristmas(text: string, values: ChristmasValues): string {
  return text.replace(/\{\{(christmas\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? values[name as keyof ChristmasValues] : placeholder,
  )
}
