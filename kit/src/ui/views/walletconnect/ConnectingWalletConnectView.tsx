import { useStore } from 'zustand'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { WalletConnectPairing } from '../../parts/walletconnect/WalletConnectPairing.js'

/**
 * ConnectingWalletConnect (spec 2, carries a wallet): the QR code and links to pair the chosen directory wallet,
 * or any WalletConnect wallet when none was chosen; on a phone, the chosen wallet's app opens through its link.
 * @example pushView(kit, 'ConnectingWalletConnect', { wallet })
 */
export default function ConnectingWalletConnectView() {
  const kit = useKit()
  const wallet = useStore(kit.store, (state) => state.router.data?.wallet) as WalletEntry | undefined
  return <WalletConnectPairing wallet={wallet} links />
}
