import type { MessageRef } from '../../i18n/Messages.js'

/** The chain a request is for: its CAIP-2 id, and its name when the kit knows the network. */
export type ChainDescription = {
  caipNetworkId: string
  name: string | undefined
}

/**
 * An exact amount: `raw` in base units (a decimal integer string), and, when the unit is known, `formatted` in
 * whole units (viem's formatUnits, never a float) with its `symbol`.
 */
export type AmountDescription = {
  raw: string
  formatted: string | undefined
  symbol: string | undefined
  decimals: number | undefined
}

/** A token contract and its amount; `amount.decimals` is undefined when the kit does not know the token. */
export type TokenAmountDescription = {
  /** Checksummed token contract address. */
  token: string
  amount: AmountDescription
}

/** What a call does, decoded from its data. */
export type CallAction =
  | { type: 'native' }
  | ({ type: 'erc20Transfer'; recipient: string } & TokenAmountDescription)
  | ({ type: 'erc20TransferFrom'; from: string; recipient: string } & TokenAmountDescription)
  | ({ type: 'erc20Approve'; spender: string; unlimited: boolean } & TokenAmountDescription)
  | { type: 'setApprovalForAll'; collection: string; operator: string; approved: boolean }
  | { type: 'undecodable'; selector: string | undefined; dataBytes: number }

/** One call of a transaction or a batch. */
export type CallDescription = {
  /** Checksummed recipient; undefined when absent (a contract deployment) or not an address. */
  to: string | undefined
  /** The native value sent, in the native currency's units; undefined when it cannot be read (a warning says so). */
  value: AmountDescription | undefined
  action: CallAction
}

/** The fee caps a transaction sets, each exact; only those the request gives. */
export type FeeCapsDescription = {
  gas?: string
  gasPrice?: AmountDescription
  maxFeePerGas?: AmountDescription
  maxPriorityFeePerGas?: AmountDescription
  /** gas × (maxFeePerGas or gasPrice), in the native currency: the most the network fee can be. */
  maxNetworkFee?: AmountDescription
}

/** A message to sign: UTF-8 text, or the hex when the bytes are not text. */
export type MessageDescription = { text: string; encoding: 'text' | 'hex' }

/** One field of a typed-data domain or message, flattened to a dotted path. */
export type TypedDataField = { name: string; value: string }

/** An EIP-2612 permit or a Permit2 permit recognised in typed data. */
export type PermitDescription = {
  standard: 'EIP-2612' | 'Permit2'
  spender: string
  unlimited: boolean
  /** Seconds since 1970 as signed, and as an ISO date when it is one. */
  deadline: { raw: string; date: string | undefined } | undefined
} & TokenAmountDescription

export type TypedDataDescription = {
  primaryType: string | undefined
  domain: TypedDataField[]
  message: TypedDataField[]
  permits: PermitDescription[]
}

type DescriptionBase = {
  /** The RPC method asked for. */
  method: string
  chain: ChainDescription | undefined
  /** Plain warnings for the visitor, most important first, as messages (`englishText` gives their English). */
  warnings: MessageRef[]
}

/**
 * What a request that needs approval asks, decoded for the visitor (DESIGN "Trust"): the chain, each call with its
 * full checksummed addresses and exact amounts, the fee caps, the message or typed data, and plain warnings.
 */
export type RequestDescription =
  | (DescriptionBase & { kind: 'transaction' | 'calls'; calls: CallDescription[]; fees: FeeCapsDescription })
  | (DescriptionBase & { kind: 'message'; message: MessageDescription })
  | (DescriptionBase & { kind: 'typedData'; typedData: TypedDataDescription })
  | (DescriptionBase & { kind: 'unknown' })

/** A token the decoder may name: its contract (plain or CAIP-10), the chain (CAIP-2) when known, its units. */
export type KnownToken = {
  address: string
  caipNetworkId?: string | undefined
  symbol: string
  decimals: number
}

/** A network the decoder may name, with its native currency. */
export type KnownNetwork = {
  caipNetworkId: string
  name: string
  nativeCurrency: { symbol: string; decimals: number }
}

/** What `describeRequest` may know besides the request, free of kit state so any frame can build it. */
export type DescribeRequestContext = {
  networks: KnownNetwork[]
  /** The network the wallet is on, used when the request names none. */
  caipNetworkId?: string | undefined
  tokens: KnownToken[]
}
