// Placeholder playground: shows the local world until the sandbox panel replaces it.
import type { SandboxWorld } from '@walletkit/fixtures'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ChainState } from './ChainState.js'

function App() {
  const [world, setWorld] = useState<SandboxWorld>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    fetch('/__sandbox/config.json')
      .then((response) => {
        if (!response.ok) throw new Error(`/__sandbox/config.json answered ${response.status}`)
        return response.json() as Promise<SandboxWorld>
      })
      .then(setWorld, (reason: unknown) =>
        setError(reason instanceof Error ? reason.message : String(reason)),
      )
  }, [])

  return (
    <main>
      <h1>WalletKit sandbox</h1>
      {error && <p role="alert">The sandbox configuration could not be loaded: {error}</p>}
      {!error && !world && <p>Loading the local world…</p>}
      {world?.chains.map((chain) => (
        <ChainState key={chain.chainId} chain={chain} accounts={world.accounts} />
      ))}
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
