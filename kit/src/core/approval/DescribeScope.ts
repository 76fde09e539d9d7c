import type { ChainDescription, DescribeRequestContext, KnownNetwork } from './RequestDescription.js'

/** What the parts of the decoder share for one request: the context, and the chain the request is for. */
export type DescribeScope = {
  context: DescribeRequestContext
  chain: ChainDescription | undefined
  /** The chain's network when the kit knows it (its native currency). */
  network: KnownNetwork | undefined
}
