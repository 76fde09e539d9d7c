import { type Address, getAddress, isAddress } from 'viem'
import type { WalletKitState } from '../core/WalletKitState.js'
import { isCaipAddress } from '../utils/index.js'

/** The kit's eip155 connection as wagmi sees a connection: the accounts (the active one first) and the chain. */
export type Eip155Connection = { accounts: readonly [Address, ...Address[]]; chainId: number }

/**
 * The eip155 account the kit has connected, in wagmi's terms, or undefined while none is: the address and chain of
 * its CAIP address, then the wallet's other eip155 accounts.
 * @example const connection = readEip155Connection(kit.store.getState()) // { accounts: ['0xf39F…'], chainId: 1 }
 */
export function readEip155Connection(state: WalletKitState): Eip155Connection | undefined {
  const account = state.accounts.eip155
  const caipAddress = account?.caipAddress
  if (!account || !caipAddress || !isCaipAddress(caipAddress)) return undefined
  const [, reference = '', address = ''] = caipAddress.split(':')
  const chainId = Number(reference)
  if (!Number.isSafeInteger(chainId) || !isAddress(address, { strict: false })) return undefined
  const active = getAddress(address)
  const others = account.allAccounts
    .filter((record) => record.namespace === 'eip155' && isAddress(record.address, { strict: false }))
    .map((record) => getAddress(record.address))
    .filter((other) => other !== active)
  return { accounts: [active, ...new Set(others)], chainId }
}
