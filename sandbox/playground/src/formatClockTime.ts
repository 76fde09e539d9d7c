/**
 * A time of day as HH:MM:SS in the visitor's locale, 24-hour.
 * @example formatClockTime(Date.now()) // '14:03:27'
 */
export function formatClockTime(time: number): string {
  return new Date(time).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })
}
