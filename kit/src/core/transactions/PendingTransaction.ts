import { z } from 'zod'

/**
 * A transaction the kit sent and whose receipt has not come yet (spec 9: at most 99 are kept). Stored as JSON, so
 * every field is plain data; the schema checks what comes back from storage after a reload.
 * @example pendingTransactionSchema.parse(kit.storage.getJson(STORAGE_KEYS.pendingTransactions))
 */
export const pendingTransactionSchema = z.object({
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  /** CAIP-2 id of the chain it was sent on. */
  chainId: z.string(),
  from: z.string(),
  to: z.string(),
  /** The decimal amount the visitor sent. */
  amount: z.string(),
  symbol: z.string(),
  iconUrl: z.string().optional(),
  /** ISO 8601 time of sending. */
  sentAt: z.string(),
})

/** A transaction sent from the kit, not yet mined. */
export type PendingTransaction = z.output<typeof pendingTransactionSchema>
