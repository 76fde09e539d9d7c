// The host's own button calling `open()`: the same kit options as hostPage, without the kit's connect button.
import { createRoot } from 'react-dom/client'
import { createEip155Adapter, createWalletKit, useWalletKit, WalletKitProvider } from 'walletkit'

const kit = createWalletKit(
  { projectId: 'bench', features: { analytics: false } },
  { adapters: [createEip155Adapter()] },
)

function OpenButton() {
  const { open } = useWalletKit()
  return (
    <button type="button" onClick={() => open()}>
      Connect Wallet
    </button>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WalletKitProvider kit={kit}>
      <OpenButton />
    </WalletKitProvider>,
  )
