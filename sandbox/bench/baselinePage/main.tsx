// The floor to compare with: React 19 and a hand-made modal listing announced wallets (no kit).
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

type Announced = { info: { uuid: string; name: string } }

function App() {
  const [open, setOpen] = useState(false)
  const [wallets, setWallets] = useState<Announced[]>([])
  useEffect(() => {
    const onAnnounce = (event: Event) =>
      setWallets((list) => [...list, (event as CustomEvent<Announced>).detail])
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [])
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect wallet" style={{ width: 360, padding: 16 }}>
          {wallets.map((wallet) => (
            <button type="button" key={wallet.info.uuid}>
              {wallet.info.name}
            </button>
          ))}
        </div>
      )}
    </>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
