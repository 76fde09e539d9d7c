/**
 * The time zone the playground's visitor pretends to be in (`?timeZone=`), for the kit's onramp rule (spec 6: Buy is
 * hidden in restricted zones); undefined when the page names none or names no zone `Intl` knows.
 * @example readVisitorTimeZone('http://127.0.0.1:5173/?timeZone=Asia/Shanghai') // 'Asia/Shanghai'
 */
export function readVisitorTimeZone(href: string): string | undefined {
  const zone = new URL(href).searchParams.get('timeZone')
  if (!zone) return undefined
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
