import { z } from 'zod'

/**
 * GET v1/supported-chains: the CAIP-2 ids the blockchain API serves over http and over ws (spec 7).
 * @example
 * supportedChainsSchema.parse({ http: ['eip155:1'], ws: [] })
 */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()).default(() => []),
})

/** The CAIP-2 ids the blockchain API serves, by transport. */
export type SupportedChains = z.output<typeof supportedChainsSchema>
