import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'walletkit/ssr'
import { Providers } from '../src/Providers'
import config from '../walletkit.config'
import './globals.css'

export const metadata: Metadata = {
  title: 'My WalletKit app',
  description: 'A Next.js app with WalletKit wired in',
}

/** Reads the connection WalletKit keeps in cookies, so the server's first paint already shows the account. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState(config, (await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
