import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { WalletKitContext } from '../../../primitives/context/WalletKitContext.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { withEnglish } from '../../../test/withEnglish.js'
import { PairingLinks } from './PairingLinks.js'

afterEach(cleanup)

const wallet = {
  id: 'harbor',
  name: 'Harbor Wallet',
  desktop_link: 'harborwallet://',
  webapp_link: 'https://app.harborwallet.example',
}

it('shows the same links, disabled, while the URI is prepared, so nothing moves when it arrives', () => {
  const kit = withEnglish(createTestKit({}))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletKitContext.Provider value={kit}>{children}</WalletKitContext.Provider>
  )
  const { rerender } = render(<PairingLinks uri={undefined} wallet={wallet} links />, { wrapper })
  const names = () => [...document.querySelectorAll('.wk-btn')].map((element) => element.textContent?.trim())
  const waiting = names()
  expect(waiting).toEqual(['Open desktop app', 'Open web app', 'Copy link'])
  for (const name of ['Open desktop app', 'Open web app', 'Copy link'])
    expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true)

  const uri = 'wc:abc@2?relay-protocol=irn&symKey=123'
  rerender(<PairingLinks uri={uri} wallet={wallet} links />)
  expect(names()).toEqual(waiting)
  expect(screen.getByRole('link', { name: 'Open web app' }).getAttribute('href')).toBe(
    `https://app.harborwallet.example/wc?uri=${encodeURIComponent(uri)}`,
  )
})
