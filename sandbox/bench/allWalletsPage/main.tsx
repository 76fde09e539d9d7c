// The All Wallets benchmark page: a host app with a button that opens the kit on All Wallets, its wallet directory
// answered by the benchmark server (the 623-wallet fixture, or the soak's 10,000), and the connect button the load
// soak opens and closes.
import { createRoot } from 'react-dom/client'
import {
  ConnectButton,
  createEip155Adapter,
  createWalletKit,
  useWalletKit,
  WalletKitProvider,
} from 'walletkit'

const kit = createWalletKit(
  {
    projectId: 'bench',
    features: { analytics: false },
    services: { walletDirectoryUrl: `${window.location.origin}/directory` },
  },
  { adapters: [createEip155Adapter()] },
)

function OpenAllWallets() {
  const { open } = useWalletKit()
  return (
    <button type="button" onClick={() => open({ view: 'AllWallets' })}>
      Open All Wallets
    </button>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WalletKitProvider kit={kit}>
      <OpenAllWallets />
      <ConnectButton />
    </WalletKitProvider>,
  )
