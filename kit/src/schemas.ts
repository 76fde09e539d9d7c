// `walletkit/schemas`: the schema of every option (valibot: the options are parsed at start-up) and every provider
// response (zod), for tools that produce or check them (the sandbox's fixtures, the CLI's config writer). Kept apart
// so the main entry stays small.

export * from './api/analyticsConfigSchema.js'
export * from './api/fungiblePriceSchema.js'
export * from './api/gasPriceSchema.js'
export * from './api/identitySchema.js'
export * from './api/jsonRpcResponseSchema.js'
export * from './api/nameSuggestionsSchema.js'
export * from './api/nftSchema.js'
export * from './api/onrampOptionsSchema.js'
export * from './api/onrampQuoteSchema.js'
export * from './api/onrampUrlSchema.js'
export * from './api/profileNameSchema.js'
export * from './api/registerNameSchema.js'
export * from './api/smartSessionSchema.js'
export * from './api/supportedChainsSchema.js'
export * from './api/swapAllowanceSchema.js'
export * from './api/swapQuotesSchema.js'
export * from './api/swapTokenSchema.js'
export * from './api/swapTransactionSchema.js'
export * from './api/tokenBalanceSchema.js'
export * from './api/transactionSchema.js'
export * from './api/walletAssetsSchema.js'
export * from './api/walletDirectoryEntrySchema.js'
// The login frame's messages, both ways (the sandbox's frame speaks the frame side)
export * from './chains/auth/frameMessages.js'
export { type AppEvent, parseAppMessage } from './chains/auth/parseAppMessage.js'
// Spec 6's RPC method lists: the login frame forwards the safe reads and holds the rest for the visitor's consent
export { isSafeRpcMethod, SAFE_RPC_METHODS, type SafeRpcMethod } from './chains/port/isSafeRpcMethod.js'
export { APPROVAL_RPC_METHODS, type ApprovalRpcMethod, needsApproval } from './chains/port/needsApproval.js'
export { caipNetworkSchema } from './config/caipNetworkSchema.js'
// The tags the `locale` option takes (the CLI offers them as the app's default language)
export { SUPPORTED_LOCALES, type SupportedLocale } from './config/locales.js'
export { parseWalletKitOptions } from './config/parseWalletKitOptions.js'
export { walletKitOptionsSchema } from './config/walletKitOptionsSchema.js'
// What an approval asks, decoded (DESIGN "Trust"): pure and free of kit state, so the login frame shows the same
export { approvalWarnings } from './core/approval/approvalWarnings.js'
export { type DescribableRequest, describeRequest } from './core/approval/describeRequest.js'
export { formatAmount } from './core/approval/formatAmount.js'
export { formatCallAction } from './core/approval/formatCallAction.js'
export { formatPermit } from './core/approval/formatPermit.js'
export { formatTokenAmount } from './core/approval/formatTokenAmount.js'
export type {
  AmountDescription,
  CallAction,
  CallDescription,
  ChainDescription,
  DescribeRequestContext,
  FeeCapsDescription,
  KnownNetwork,
  KnownToken,
  MessageDescription,
  PermitDescription,
  RequestDescription,
  TokenAmountDescription,
  TypedDataDescription,
  TypedDataField,
} from './core/approval/RequestDescription.js'
