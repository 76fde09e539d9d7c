import { z } from 'zod'
import { optionalString } from './optionalString.js'

const nullishNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? undefined)
const contentSchema = z.object({ url: z.string() }).nullish()

/**
 * One movement of value inside a transaction (spec 3: fungible_info, nft_info, direction, quantity, value, price).
 * @example
 * transactionTransferSchema.parse(transfer).nft_info?.flags.is_spam
 */
export const transactionTransferSchema = z.object({
  fungible_info: z
    .object({ name: optionalString, symbol: optionalString, icon: z.object({ url: z.string() }).nullish() })
    .nullish(),
  nft_info: z
    .object({
      name: optionalString,
      content: z.object({ preview: contentSchema, detail: contentSchema }).nullish(),
      /** Spec 5: a transaction whose every transfer is flagged spam is dropped. */
      flags: z.object({ is_spam: z.boolean() }),
    })
    .nullish(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  /** Who the value left and who got it, when the API says: for a token, unlike `sentTo` (the token contract). */
  sender: optionalString,
  recipient: optionalString,
  value: nullishNumber,
  price: nullishNumber,
})

/**
 * One history entry (spec 3 Transaction). Required: id, minedAt, operationType, status and transfers; the
 * rest may be missing. `chain` is optional so that one entry without it does not fail the whole page.
 * @example
 * transactionSchema.parse(response.data[0]).metadata.minedAt
 */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    /** A CAIP-2 id: spec 5 drops transactions that are not on the active chain. */
    chain: optionalString,
    minedAt: z.string(),
    status: z.string(),
    hash: optionalString,
    sentFrom: optionalString,
    sentTo: optionalString,
    nonce: nullishNumber,
  }),
  transfers: z.array(transactionTransferSchema),
})

/**
 * GET /v1/account/{account}/history: a page of transactions and the cursor of the next one (null at the end).
 * @example
 * const { data, next } = transactionHistorySchema.parse(body)
 */
export const transactionHistorySchema = z.object({
  data: z.array(transactionSchema),
  next: z
    .string()
    .nullish()
    .transform((value) => value || null),
})

/** A history transaction (spec 3). */
export type Transaction = z.output<typeof transactionSchema>
/** One transfer of a history transaction. */
export type TransactionTransfer = z.output<typeof transactionTransferSchema>
/** A page of history and its next cursor. */
export type TransactionHistory = z.output<typeof transactionHistorySchema>
