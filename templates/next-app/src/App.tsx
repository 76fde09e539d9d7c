'use client'

import { ConnectButton } from 'walletkit'
import { AccountCard } from './AccountCard'
import { SignMessageCard } from './SignMessageCard'

/** The page: a header with the connect button, the account and network, and a message to sign. */
export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <h1>My WalletKit app</h1>
        <ConnectButton />
      </header>
      <main className="app-main">
        <AccountCard />
        <SignMessageCard />
      </main>
    </div>
  )
}
