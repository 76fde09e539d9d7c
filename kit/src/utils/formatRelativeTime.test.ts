import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const now = Date.parse('2025-06-15T12:00:00Z')
const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

describe('formatRelativeTime', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    [0, 'just now'],
    [59 * second, 'just now'],
    [minute, '1 min'],
    [5 * minute + 30 * second, '5 min'],
    [59 * minute + 59 * second, '59 min'],
    [hour, '1 hr'],
    [2 * hour - 1, '1 hr'],
    [2 * hour, '2 hrs'],
    [23 * hour + 59 * minute, '23 hrs'],
    [day, '1 d'],
    [3 * day, '3 d'],
    [29 * day + 23 * hour, '29 d'],
    [30 * day, '1 mo'],
    [59 * day, '1 mo'],
    [60 * day, '2 mo'],
    [359 * day, '11 mo'],
    [360 * day, '1 yr'],
    [729 * day, '1 yr'],
    [730 * day, '2 yr'],
    [3650 * day, '10 yr'],
  ])('shows a date %i ms ago as %j', (ago, expected) => {
    expect(formatRelativeTime(now - ago, now)).toBe(expected)
  })

  it('reads ISO strings and Date objects', () => {
    expect(formatRelativeTime('2025-06-15T10:00:00Z', now)).toBe('2 hrs')
    expect(formatRelativeTime(new Date('2025-06-12T12:00:00Z'), new Date(now))).toBe('3 d')
  })

  it('measures from the current time by default', () => {
    vi.useFakeTimers()
    vi.setSystemTime(now)
    expect(formatRelativeTime(now - 5 * minute)).toBe('5 min')
  })

  it('shows a date less than a minute ahead as just now, allowing for clock skew', () => {
    expect(formatRelativeTime(now + 30 * second, now)).toBe('just now')
  })

  it.each([
    [5 * minute, 'in 5 min'],
    [2 * hour, 'in 2 hrs'],
    [3 * day, 'in 3 d'],
    [400 * day, 'in 1 yr'],
  ])('shows a date %i ms ahead as %j', (ahead, expected) => {
    expect(formatRelativeTime(now + ahead, now)).toBe(expected)
  })

  it.each([
    ['not a date', now],
    ['', now],
    [new Date(Number.NaN), now],
    [Number.NaN, now],
    [Number.POSITIVE_INFINITY, now],
    [now, Number.NaN],
  ])('gives an empty string for the invalid date %j', (date, reference) => {
    expect(formatRelativeTime(date, reference)).toBe('')
  })
})

describe('formatRelativeTime in other locales', () => {
  it.each([
    ['de', 5 * minute, '5 Min.'],
    ['de', 2 * hour, '2 Std.'],
    ['de', 3 * day, '3 Tg.'],
    ['de', 30 * second, 'jetzt'],
    ['ja', 5 * minute, '5 分'],
    ['ja', 2 * hour, '2 時間'],
    ['ja', 400 * day, '1 年'],
  ])('shows in %s a date %i ms ago as %j, in its own short words', (locale, ago, expected) => {
    expect(formatRelativeTime(now - ago, now, locale)).toBe(expected)
  })

  it('says a future date in the locale', () => {
    expect(formatRelativeTime(now + 5 * minute, now, 'de')).toBe('in 5 Min.')
    expect(formatRelativeTime(now + 5 * minute, now, 'ja')).toBe('5 分後')
  })

  it("keeps the spec's English short forms for every English locale", () => {
    expect(formatRelativeTime(now - 2 * hour, now, 'en-GB')).toBe('2 hrs')
    expect(formatRelativeTime(now - 30 * second, now, 'en')).toBe('just now')
  })
})
