// Loaded with sendBitcoinRequest on the first host request. First: zod's JIT off (no `new Function` under a strict CSP).
import '../../config/disableZodJit.js'
import { z } from 'zod'

const address = z.string().min(1)
/** Satoshis: a whole, positive number, as a number or decimal text (WalletConnect sends text). */
const sats = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .pipe(z.number().int().positive())

/**
 * The params of WalletConnect's bip122 methods (signMessage, sendTransfer, signPsbt, getAccountAddresses), each also
 * taking the sats-connect spelling a host may already use (`recipients`, `signInputs` as a record).
 */
export const BITCOIN_PARAMS_SCHEMAS = {
  signMessage: z.object({
    message: z.string(),
    account: z.optional(address),
    address: z.optional(address),
    protocol: z.optional(z.enum(['ecdsa', 'bip322', 'ECDSA', 'BIP322'])),
  }),
  sendTransfer: z.union([
    z.object({ account: z.optional(address), recipientAddress: address, amount: sats }),
    z.object({ recipients: z.array(z.object({ address, amount: sats })).min(1) }),
  ]),
  signPsbt: z.object({
    psbt: z.string().min(1),
    signInputs: z.union([
      z.array(z.object({ address, index: z.number().int().nonnegative() })),
      z.record(z.string(), z.array(z.number().int().nonnegative())),
    ]),
    broadcast: z.optional(z.boolean()),
    account: z.optional(address),
  }),
  getAccountAddresses: z.optional(
    z.object({ account: z.optional(address), intentions: z.optional(z.array(z.string())) }),
  ),
} as const

export type BitcoinMethod = keyof typeof BITCOIN_PARAMS_SCHEMAS
