const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * How long ago a date was, in the spec's short forms (spec 9): 'just now', '5 min', '1 hr', '2 hrs', '3 d',
 * '4 mo', '2 yr'. Future dates read 'in 5 min' (under a minute, clock skew, 'just now'); invalid dates give ''.
 * @example formatRelativeTime('2024-05-01T12:00:00Z', Date.parse('2024-05-01T14:30:00Z')) // '2 hrs'
 */
export function formatRelativeTime(date: Date | number | string, now: Date | number = Date.now()): string {
  const elapsed = toTime(now) - toTime(date)
  if (!Number.isFinite(elapsed)) return ''
  const distance = Math.abs(elapsed)
  if (distance < MINUTE) return 'just now'
  const text = shortForm(distance)
  return elapsed < 0 ? `in ${text}` : text
}

// Fixed-length units: a month is 30 days and a year 365. Months stop at 11 (day 359); from day 360 it is '1 yr',
// so '12 mo' never shows.
function shortForm(distance: number): string {
  if (distance < HOUR) return `${Math.floor(distance / MINUTE)} min`
  if (distance < DAY) {
    const hours = Math.floor(distance / HOUR)
    return hours === 1 ? '1 hr' : `${hours} hrs`
  }
  if (distance < MONTH) return `${Math.floor(distance / DAY)} d`
  if (distance < 12 * MONTH) return `${Math.floor(distance / MONTH)} mo`
  return `${Math.max(1, Math.floor(distance / YEAR))} yr`
}

/** Milliseconds since the epoch; strings are read as ISO 8601 (the history API's `minedAt`). */
function toTime(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  return Date.parse(value)
}
