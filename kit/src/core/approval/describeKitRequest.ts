import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { type DescribableRequest, describeRequest } from './describeRequest.js'
import type { DescribeRequestContext, KnownToken, RequestDescription } from './RequestDescription.js'

/**
 * `describeRequest` with the kit's own context: its networks, the wallet's network, and the account's token
 * balances (so token amounts show in the token's units).
 * @example pushView(kit, 'ApproveTransaction', { approval, description: describeKitRequest(kit, request) })
 */
export function describeKitRequest(kit: WalletKit, request: DescribableRequest): RequestDescription {
  return describeRequest(
    request,
    readDescribeContext(kit, request.method.startsWith('solana_') ? 'solana' : 'eip155'),
  )
}

function readDescribeContext(kit: WalletKit, namespace: Namespace): DescribeRequestContext {
  const state = kit.store.getState()
  const networks = Object.values(state.networks).flatMap((network) => network?.requestedCaipNetworks ?? [])
  const tokens: KnownToken[] = (state.accounts[namespace]?.tokenBalance ?? []).flatMap((token) => {
    const decimals = Number(token.quantity.decimals)
    return token.address && Number.isSafeInteger(decimals) && decimals >= 0
      ? [{ address: token.address, caipNetworkId: token.chainId, symbol: token.symbol, decimals }]
      : []
  })
  return { networks, caipNetworkId: state.networks[namespace]?.caipNetwork?.caipNetworkId, tokens }
}
