// Loaded on the first EVM connection (a dynamic import), so the hashing stays off the start-up path.
import { toChecksumEvmAddress } from '../utils/toChecksumEvmAddress.js'
import type { ConnectResult } from './ChainAdapter.js'

/**
 * An EVM connection's result with its addresses as the kit keeps them: EIP-55 checksummed (spec 5), so every place
 * shows the same text whatever case the wallet answered in.
 * @example checksumConnectResult({ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', chainId: 1 }) // { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1 }
 */
export function checksumConnectResult(result: ConnectResult): ConnectResult {
  return {
    ...result,
    address: toChecksumEvmAddress(result.address),
    ...(result.accounts ? { accounts: checksumAccounts(result.accounts) } : {}),
  }
}

/**
 * The EVM addresses of a wallet's accountsChanged event, EIP-55 checksummed (spec 5).
 * @example checksumAccounts(['0x70997970c51812dc3a010c7d01b50e0d17dc79c8']) // ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
 */
export function checksumAccounts(accounts: readonly string[]): string[] {
  return accounts.map(toChecksumEvmAddress)
}
