import { z } from 'zod'
import { numericString } from './numericString.js'

/**
 * GET /v1/convert/allowance: how much of the token the swap router may spend, in base units.
 * @example
 * BigInt(swapAllowanceSchema.parse(body).allowance)
 */
export const swapAllowanceSchema = z.object({ allowance: numericString })

/** The swap router's allowance, in base units. */
export type SwapAllowance = z.output<typeof swapAllowanceSchema>
