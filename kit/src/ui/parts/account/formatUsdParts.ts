import { toDecimalString } from '../../../utils/toDecimalString.js'
import { usdFormat } from './usdFormat.js'

/**
 * The token total (spec 5: dollars and pennies) split where the modal shows the pennies smaller: `whole` up to the
 * decimal separator, `fraction` from it ('.56', or ',56 $' in German).
 * @example formatUsdParts(1234.56, 'en') // { whole: '$1,234', fraction: '.56' }
 */
export function formatUsdParts(usd: number | string, locale: string): { whole: string; fraction: string } {
  const parts = usdFormat(locale).formatToParts((toDecimalString(usd) ?? '0') as `${number}`)
  const split = parts.findIndex((part) => part.type === 'decimal')
  const join = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('')
  return split < 0
    ? { whole: join(parts), fraction: '' }
    : { whole: join(parts.slice(0, split)), fraction: join(parts.slice(split)) }
}
