import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { z } from 'zod'
import { badValues, nearlyValid } from '../test/badInputs.js'
import { expectOnlyTypedErrors, FUZZ_RUNS } from '../test/expectOnlyTypedErrors.js'
import { malformedBodies } from '../test/malformedBodies.js'
import { analyticsConfigSchema } from './analyticsConfigSchema.js'
import { fungiblePriceSchema } from './fungiblePriceSchema.js'
import { gasPriceSchema } from './gasPriceSchema.js'
import { identitySchema } from './identitySchema.js'
import { jsonRpcBatchResponseSchema, jsonRpcResponseSchema } from './jsonRpcResponseSchema.js'
import { nameSuggestionsSchema } from './nameSuggestionsSchema.js'
import { nftPageSchema } from './nftSchema.js'
import { onrampOptionsSchema } from './onrampOptionsSchema.js'
import { onrampQuoteSchema } from './onrampQuoteSchema.js'
import { onrampUrlSchema } from './onrampUrlSchema.js'
import { parseResponseBody } from './parseResponseBody.js'
import { parseWalletAssets } from './parseWalletAssets.js'
import { profileNameSchema, profileNamesSchema } from './profileNameSchema.js'
import { registerNameSchema } from './registerNameSchema.js'
import { smartSessionsSchema } from './smartSessionSchema.js'
import { supportedChainsSchema } from './supportedChainsSchema.js'
import { swapAllowanceSchema } from './swapAllowanceSchema.js'
import { swapQuotesSchema } from './swapQuotesSchema.js'
import { swapTokensSchema } from './swapTokenSchema.js'
import { approveTransactionSchema, swapTransactionSchema } from './swapTransactionSchema.js'
import { balancesSchema } from './tokenBalanceSchema.js'
import { transactionHistorySchema } from './transactionSchema.js'
import { walletAssetsSchema } from './walletAssetsSchema.js'
import { walletsPageSchema } from './walletDirectoryEntrySchema.js'

/** The schema of every answer the provider clients (create*Calls, the analytics, directory and RPC clients) parse. */
const responseSchemas: Record<string, z.core.$ZodType> = {
  analyticsConfigSchema,
  fungiblePriceSchema,
  gasPriceSchema,
  identitySchema,
  jsonRpcResponseSchema,
  jsonRpcBatchResponseSchema,
  nameSuggestionsSchema,
  nftPageSchema,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  profileNameSchema,
  profileNamesSchema,
  registerNameSchema,
  smartSessionsSchema,
  supportedChainsSchema,
  swapAllowanceSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionSchema,
  approveTransactionSchema,
  balancesSchema,
  transactionHistorySchema,
  walletsPageSchema,
}

/** Response texts: near-misses of the schema's shape, any bad value, and bodies that are not JSON or cut short. */
const badBodies = (schema: z.core.$ZodType) =>
  fc.oneof(
    { arbitrary: nearlyValid(schema).map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: badValues.map((value) => JSON.stringify(value) ?? ''), weight: 1 },
    { arbitrary: malformedBodies, weight: 1 },
  )

describe(`API response parsers: ${FUZZ_RUNS} bad bodies each, only typed errors`, () => {
  for (const [name, schema] of Object.entries(responseSchemas))
    it(`parseResponseBody with ${name}`, () => {
      expectOnlyTypedErrors(badBodies(schema), (text) =>
        parseResponseBody({ endpoint: `/fuzz/${name}`, text, schema }),
      )
    })

  it('parseWalletAssets (wallet_getAssets answers)', () => {
    expectOnlyTypedErrors(fc.oneof(nearlyValid(walletAssetsSchema), badValues), (value) =>
      parseWalletAssets(value),
    )
  })
})
