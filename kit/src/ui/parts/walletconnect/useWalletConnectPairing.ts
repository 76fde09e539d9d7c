import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { Connector } from '../../../chains/ChainAdapter.js'
import { connectExternal } from '../../../core/connection/connectExternal.js'
import { setConnectors } from '../../../core/connectors/setConnectors.js'
import { shakeModal } from '../../../core/modal/shakeModal.js'
import { cancelWalletConnectPairing } from '../../../core/walletconnect/cancelWalletConnectPairing.js'
import { getWalletConnectConnector } from '../../../core/walletconnect/getWalletConnectConnector.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { isUserRejection } from '../../../errors/isUserRejection.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { describeError, type ErrorDescription } from '../common/describeError.js'
import { useMountedRef } from '../common/useMountedRef.js'

/** Where a WalletConnect pairing stands, for the view. */
export type PairingAttempt =
  | { status: 'waiting' }
  | { status: 'declined' }
  | ({ status: 'error' } & ErrorDescription)

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
  const [attempt, setAttempt] = useState<PairingAttempt>(() =>
    'error' in found ? { status: 'error', ...describeError(found.error) } : { status: 'waiting' },
  )
  const mounted = useMountedRef()
  const started = useRef(false)

  const connect = useCallback(async () => {
    if (!('connector' in found)) return
    const { connector } = found
    setAttempt({ status: 'waiting' })
    try {
      const result = await connectExternal(kit, { connector: asChosenWallet(connector, wallet) })
      // The generic entry keeps its own name once the chosen wallet is recorded.
      setConnectors(kit, [connector])
      if (mounted.current && result.status === 'declined') setAttempt({ status: 'declined' })
    } catch (error) {
      if (!mounted.current) return
      if (isUserRejection(error)) setAttempt({ status: 'declined' })
      else {
        setAttempt({ status: 'error', ...describeError(error) })
        shakeModal(kit)
      }
    }
  }, [kit, found, wallet, mounted])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])

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
    retry: () => void connect(),
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
