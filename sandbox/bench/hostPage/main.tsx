// The minimal host app the peers were measured with: React and the kit's `<ConnectButton/>`, nothing else.
import { createRoot } from 'react-dom/client'
import { ConnectButton, createEip155Adapter, createWalletKit, WalletKitProvider } from 'walletkit'

const kit = createWalletKit(
  { projectId: 'bench', features: { analytics: false } },
  { adapters: [createEip155Adapter()] },
)

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WalletKitProvider kit={kit}>
      <ConnectButton />
    </WalletKitProvider>,
  )
