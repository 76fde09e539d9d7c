import { z } from 'zod'
import { numericString } from './numericString.js'

/**
 * GET /v1/convert/gas-price. The spec leaves the response "not shown" (section 7); this is the shape the Reown
 * blockchain API returns: three speeds, in wei, as strings (numbers are accepted too).
 * @example
 * BigInt(gasPriceSchema.parse(body).fast)
 */
export const gasPriceSchema = z.object({
  standard: numericString,
  fast: numericString,
  instant: numericString,
})

/** Gas prices in wei by speed. */
export type GasPrice = z.output<typeof gasPriceSchema>
