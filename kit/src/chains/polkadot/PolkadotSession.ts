import type { InjectedPolkadotAccount, InjectedPolkadotExtension } from './InjectedPolkadot.js'

/** A Polkadot extension's connection through one connector: what `enable` gave, the accounts, the active chain. */
export type PolkadotSession = {
  extension: InjectedPolkadotExtension
  /** The accounts the extension shares on the active chain; the first is active. */
  accounts: readonly InjectedPolkadotAccount[]
  /** The CAIP-2 reference of the active network: the first 32 hex characters of its genesis hash. */
  chainId: string
  stop: () => void
}
