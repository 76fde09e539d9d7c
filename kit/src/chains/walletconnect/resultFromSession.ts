import type { Namespace } from '../../config/index.js'
import type { ConnectResult } from '../ChainAdapter.js'
import type { WalletConnectSession } from './WalletConnectProvider.js'

/**
 * A namespace's account in a session: the address on `caipNetworkId` when the session has it, else on the first
 * chain listed; undefined when the session grants the namespace nothing.
 * @example resultFromSession(session, 'eip155', 'eip155:8453') // { address: '0x…', chainId: 8453, accounts }
 */
export function resultFromSession(
  session: WalletConnectSession | undefined,
  namespace: Namespace,
  caipNetworkId: string | undefined,
): ConnectResult | undefined {
  const accounts = (session?.namespaces[namespace]?.accounts ?? []).map((account) => {
    const [space, reference, address] = account.split(':')
    return { chain: `${space}:${reference}`, reference: reference ?? '', address: address ?? '' }
  })
  const chosen = accounts.find((account) => account.chain === caipNetworkId) ?? accounts[0]
  if (!chosen) return undefined
  return {
    address: chosen.address,
    chainId: namespace === 'eip155' ? Number(chosen.reference) : chosen.reference,
    accounts: [
      ...new Set(
        accounts.filter((account) => account.chain === chosen.chain).map((account) => account.address),
      ),
    ],
  }
}
