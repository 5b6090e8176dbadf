import { addDays, isWorkingDay, type CalendarDay } from '@print-shop/shop-domain/working-days'

/**
 * The day whose Czech National Bank rate applies on `day` (YYYY-MM-DD): the bank publishes a rate
 * each working day, valid for that day and the weekend or holidays after it, so the rate of a
 * Saturday is Friday's. The holiday calendar is shop-domain's (working-days.ts), the one
 * the delivery dates are counted by.
 */
export function rateDayFor(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  let current: CalendarDay = { year: year!, month: month!, day: date! }
  while (!isWorkingDay(current)) current = addDays(current, -1)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${current.year}-${pad(current.month)}-${pad(current.day)}`
}
