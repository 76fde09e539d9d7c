import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WalletKitProvider } from 'walletkit'
import { App } from './App.js'
import { walletKit } from './walletKit.js'
import './App.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks <div id="root">')

createRoot(container).render(
  <StrictMode>
    <WalletKitProvider kit={walletKit}>
      <App />
    </WalletKitProvider>
  </StrictMode>,
)
