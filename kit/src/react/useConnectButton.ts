import { useMemo } from 'react'
import { useStore } from 'zustand'
import { UNKNOWN_NETWORK_LABEL } from '../config/constants.js'
import type { AccountStatus } from '../core/account/AccountState.js'
import { closeModal } from '../core/modal/closeModal.js'
import { type OpenModalParameters, openModal } from '../core/modal/openModal.js'
import { getActiveCaipNetwork } from '../core/network/getActiveCaipNetwork.js'
import { getNetworkName } from '../core/network/getNetworkName.js'
import { useKit } from '../primitives/context/useKit.js'
import { useViewRegistry } from '../primitives/context/useViewRegistry.js'
import { useButtonText } from '../primitives/i18n/useButtonText.js'
import { useAccountProfile } from '../ui/parts/account/useAccountProfile.js'
import { formatBalance } from '../utils/formatBalance.js'
import { truncateAddress } from '../utils/truncateAddress.js'
import { preloadModal } from './loadModal.js'

export type ConnectButtonAccount = {
  address: string
  caipAddress: string | undefined
  /** The profile name, else the truncated address (4 leading, 6 trailing characters, spec 5). */
  displayName: string
  /** The balance floored to 3 decimals with its symbol (spec 5), in the kit's number format; undefined until known. */
  displayBalance: string | undefined
  profileImage: string | null | undefined
}

export type ConnectButtonNetwork = {
  caipNetworkId: string
  /** The network's name, or "Unknown Network" (spec 8) in the kit's language. */
  name: string
  /** False when the wallet is on a network the host did not request. */
  supported: boolean
  imageUrl: string | undefined
}

export type ConnectButtonRenderProps = {
  open(parameters?: OpenModalParameters): void
  close(): void
  isOpen: boolean
  /** Loads the modal's code ahead of a click; put it on pointer enter and focus. */
  preload(): void
  status: AccountStatus
  isConnected: boolean
  account: ConnectButtonAccount | undefined
  network: ConnectButtonNetwork | undefined
}

/**
 * Everything a connect button shows and does, for rendering one yourself (headless; `<ConnectButton.Custom>` uses it).
 * @example const { open, isConnected, account } = useConnectButton()
 */
export function useConnectButton(): ConnectButtonRenderProps {
  const kit = useKit()
  const views = useViewRegistry()
  const t = useButtonText()
  const isOpen = useStore(kit.store, (state) => state.modal.open)
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace])
  // The same name and avatar as Account from the first render: the button looks them up too (one shared lookup).
  useAccountProfile(kit, {
    namespace,
    address: account?.caipAddress ? account.address : undefined,
    known: account?.profileName !== undefined,
  })
  const caipNetwork = useStore(kit.store, getActiveCaipNetwork)
  const networkName = useStore(kit.store, (state) => getNetworkName(state))
  const requested = useStore(kit.store, (state) =>
    Boolean(
      caipNetwork &&
        state.networks[caipNetwork.chainNamespace]?.requestedCaipNetworks.some(
          (network) => network.caipNetworkId === caipNetwork.caipNetworkId,
        ),
    ),
  )
  return useMemo(() => {
    const address = account?.caipAddress ? account.address : undefined
    return {
      open: (parameters?: OpenModalParameters) => openModal(kit, parameters),
      close: () => closeModal(kit),
      isOpen,
      preload: () => preloadModal(kit, undefined, views),
      status: account?.status ?? 'disconnected',
      isConnected: address !== undefined,
      account: address
        ? {
            address,
            caipAddress: account?.caipAddress,
            // Checksummed where it entered the kit (the adapter), so no hashing here at start-up.
            displayName: account?.profileName || truncateAddress(address),
            displayBalance:
              account?.balance === undefined
                ? undefined
                : formatBalance(account.balance, account.balanceSymbol, t.locale),
            profileImage: account?.profileImage,
          }
        : undefined,
      network: caipNetwork
        ? {
            caipNetworkId: caipNetwork.caipNetworkId,
            name: networkName === UNKNOWN_NETWORK_LABEL ? t('network.unknown') : networkName,
            supported: requested,
            imageUrl: caipNetwork.assets?.imageUrl,
          }
        : undefined,
    }
  }, [kit, views, t, isOpen, account, caipNetwork, networkName, requested])
}
