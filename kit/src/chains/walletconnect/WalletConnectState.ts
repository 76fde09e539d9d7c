/** What the views read of WalletConnect: the pairing on offer and the session's peer (the kit's `walletConnect` slice). */
export type WalletConnectState = {
  /** The `wc:` URI of the pairing on offer, for the QR code and deep links; undefined when none is. */
  uri: string | undefined
  /** When that pairing expires (ms since the epoch, spec 9: 4 min). */
  expiry: number | undefined
  /** The connected wallet's name and icon, from the session. */
  peer: { name: string; icon: string | undefined } | undefined
}

/** What the WalletConnect session tells the namespace adapters. */
export type WalletConnectEventMap = {
  disconnect: undefined
  accountsChanged: { namespace: string; accounts: string[] }
  chainChanged: { namespace: string; chainId: number | string }
}
