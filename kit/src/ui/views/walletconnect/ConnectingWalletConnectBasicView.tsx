import { WalletConnectPairing } from '../../parts/walletconnect/WalletConnectPairing.js'

/**
 * ConnectingWalletConnectBasic (spec 2: no adapters, not on mobile): the QR code and copy link for any
 * WalletConnect wallet.
 * @example openModal(kit, { view: 'ConnectingWalletConnectBasic' })
 */
export default function ConnectingWalletConnectBasicView() {
  return <WalletConnectPairing links={false} />
}
