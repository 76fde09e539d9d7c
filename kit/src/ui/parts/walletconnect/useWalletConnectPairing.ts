import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import type { Connector } from '../../../chains/ChainAdapter.js'
import { setConnectors } from '../../../core/connectors/setConnectors.js'
import { cancelWalletConnectPairing } from '../../../core/walletconnect/cancelWalletConnectPairing.js'
import { getWalletConnectConnector } from '../../../core/walletconnect/getWalletConnectConnector.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useMountedRef } from '../common/useMountedRef.js'
import { type ConnectionAttempt, useConnectionAttempt } from '../connect/useConnectionAttempt.js'

/** Where a WalletConnect pairing stands, for the view. */
export type PairingAttempt = ConnectionAttempt

export type UseWalletConnectPairingReturnType = {
  attempt: PairingAttempt
  /** The URI on offer (renewed before it expires); undefined while it is being made. */
  uri: string | undefined
  /** WalletConnect's own logo, for when no directory wallet was chosen. */
  connectorImage: string | undefined
  retry(): void
}

/**
 * Offers a WalletConnect pairing once the view shows, and follows it: the URI (fresh whenever the last nears
 * expiry), then connected (the kit moves on), declined, or failed (with a shake). Leaving the view stops offering.
 * A chosen directory wallet is what the kit remembers as the recent wallet.
 * @example const { attempt, uri, retry } = useWalletConnectPairing(wallet)
 */
export function useWalletConnectPairing(wallet: WalletEntry | undefined): UseWalletConnectPairingReturnType {
  const kit = useKit()
  const found = useMemo((): { connector: Connector } | { error: unknown } => {
    try {
      return { connector: getWalletConnectConnector(kit.store.getState()) }
    } catch (error) {
      return { error }
    }
  }, [kit])
  const uri = useStore(kit.store, (state) => state.walletConnect.uri)
  const connector = useMemo(
    () => ('connector' in found ? asChosenWallet(found.connector, wallet) : undefined),
    [found, wallet],
  )
  const { attempt, retry } = useConnectionAttempt({
    connector,
    initial: 'error' in found ? { status: 'error', error: found.error } : undefined,
    // The generic entry keeps its own name once the chosen wallet is recorded.
    onSettled: () => {
      if ('connector' in found) setConnectors(kit, [found.connector])
    },
  })
  const mounted = useMountedRef()

  useEffect(
    () => () => {
      // After the commit: a StrictMode remount is mounted again by then, a real departure is not.
      queueMicrotask(() => {
        if (!mounted.current) cancelWalletConnectPairing(kit)
      })
    },
    [kit, mounted],
  )

  return {
    attempt,
    uri,
    connectorImage: 'connector' in found ? found.connector.imageUrl : undefined,
    retry,
  }
}

function asChosenWallet(connector: Connector, wallet: WalletEntry | undefined): Connector {
  if (!wallet) return connector
  return {
    ...connector,
    name: wallet.name,
    explorerId: wallet.id,
    imageUrl: wallet.image_url ?? connector.imageUrl,
    ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
  }
}
