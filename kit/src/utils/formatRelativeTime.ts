const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year'

/**
 * How long ago a date was. In English the spec's short forms (spec 9): 'just now', '5 min', '1 hr', '2 hrs', '3 d',
 * '4 mo', '2 yr'; future dates read 'in 5 min' (under a minute, clock skew, 'just now'). In another locale the same
 * amounts in its own short words through Intl: '5 Min.', 'in 5 Min.', 'jetzt' in German. Invalid dates give ''.
 * The formatters are made per call: none is built while the kit loads.
 * @example formatRelativeTime('2024-05-01T12:00:00Z', Date.parse('2024-05-01T14:30:00Z')) // '2 hrs'
 */
export function formatRelativeTime(
  date: Date | number | string,
  now: Date | number = Date.now(),
  locale = 'en',
): string {
  const elapsed = toTime(now) - toTime(date)
  if (!Number.isFinite(elapsed)) return ''
  const distance = Math.abs(elapsed)
  const english = locale.split('-')[0]?.toLowerCase() === 'en'
  if (distance < MINUTE)
    return english ? 'just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
  const [amount, unit] = shortForm(distance)
  if (english) return elapsed < 0 ? `in ${englishForm(amount, unit)}` : englishForm(amount, unit)
  return elapsed < 0
    ? new Intl.RelativeTimeFormat(locale, { style: 'short' }).format(amount, unit)
    : new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount)
}

// Fixed-length units: a month is 30 days and a year 365. Months stop at 11 (day 359); from day 360 it is '1 yr',
// so '12 mo' never shows.
function shortForm(distance: number): [number, Unit] {
  if (distance < HOUR) return [Math.floor(distance / MINUTE), 'minute']
  if (distance < DAY) return [Math.floor(distance / HOUR), 'hour']
  if (distance < MONTH) return [Math.floor(distance / DAY), 'day']
  if (distance < 12 * MONTH) return [Math.floor(distance / MONTH), 'month']
  return [Math.max(1, Math.floor(distance / YEAR)), 'year']
}

const ENGLISH_UNITS: Record<Unit, string> = { minute: 'min', hour: 'hr', day: 'd', month: 'mo', year: 'yr' }

function englishForm(amount: number, unit: Unit): string {
  return `${amount} ${ENGLISH_UNITS[unit]}${unit === 'hour' && amount !== 1 ? 's' : ''}`
}

/** Milliseconds since the epoch; strings are read as ISO 8601 (the history API's `minedAt`). */
function toTime(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  return Date.parse(value)
}
