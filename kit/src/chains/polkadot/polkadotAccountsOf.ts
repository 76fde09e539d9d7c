import type { InjectedPolkadotAccount } from './InjectedPolkadot.js'

/** An SS58 address: base58, 46 to 48 characters for a 32-byte key (one or two prefix bytes, two checksum bytes). */
const SS58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/

/**
 * The accounts an extension shares that can sign on a chain: an SS58 address, and no chain restriction or the
 * chain's own genesis hash (`genesisRef` is the first 32 hex characters of it, the network's CAIP-2 reference).
 * Ethereum-type accounts and anything malformed are dropped.
 * @example polkadotAccountsOf(await extension.accounts.get(), '91b171bb158e2d3848fa23a9f1c25182')
 */
export function polkadotAccountsOf(accounts: unknown, genesisRef: string): InjectedPolkadotAccount[] {
  if (!Array.isArray(accounts)) return []
  return accounts.filter((account): account is InjectedPolkadotAccount => {
    if (typeof account !== 'object' || account === null) return false
    const { address, type, genesisHash } = account as InjectedPolkadotAccount
    if (typeof address !== 'string' || !SS58_ADDRESS.test(address) || type === 'ethereum') return false
    if (typeof genesisHash !== 'string' || genesisHash === '') return true
    return genesisHash.replace(/^0x/i, '').toLowerCase().startsWith(genesisRef.toLowerCase())
  })
}
