import { z } from 'zod'
import { numericString } from './numericString.js'

const hexData = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'hex data starting 0x')
  .transform((value) => value as `0x${string}`)
const eip155Fees = z.object({ gas: numericString, gasPrice: numericString })

/**
 * POST /v1/convert/build-transaction. Spec 7 leaves the response "not shown"; this is the Reown blockchain API's
 * shape: the swap transaction, with CAIP-10 `from` and `to`, calldata, amount and EVM gas.
 * @example
 * const { tx } = swapTransactionSchema.parse(body)
 */
export const swapTransactionSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hexData,
    amount: numericString,
    eip155: eip155Fees,
  }),
})

/**
 * GET /v1/convert/build-approve. Spec 7 leaves the response "not shown"; this is the Reown blockchain API's
 * shape: the ERC-20 approve transaction, with CAIP-10 `from` and `to`, calldata, value and EVM gas.
 * @example
 * const { tx } = approveTransactionSchema.parse(body)
 */
export const approveTransactionSchema = z.object({
  tx: z.object({ from: z.string(), to: z.string(), data: hexData, value: numericString, eip155: eip155Fees }),
})

/** The swap transaction the convert service built. */
export type SwapTransaction = z.output<typeof swapTransactionSchema>['tx']
/** The approve transaction the convert service built. */
export type ApproveTransaction = z.output<typeof approveTransactionSchema>['tx']
