'use client'

import { type ReactNode, useState } from 'react'
import { WalletKitProvider } from 'walletkit'
import type { WalletKitInitialState } from 'walletkit/ssr'
import { createAppWalletKit } from './walletKit'

/**
 * The client boundary: creates the app's kit once per page load, starting from what the server read in the
 * request's cookies, so the server's HTML and the hydrating page show the same account.
 */
export function Providers({
  initialState,
  children,
}: {
  initialState: WalletKitInitialState | undefined
  children: ReactNode
}) {
  const [kit] = useState(() => createAppWalletKit(initialState))
  return <WalletKitProvider kit={kit}>{children}</WalletKitProvider>
}
