import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestAccount, TEST_ADDRESS } from '../../../test/connectTestAccount.js'
import { createTestKit, testNetworks } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'

afterEach(() => cleanup())

describe('WalletReceiveView', () => {
  it('shows the address as a QR code and as text, and the networks of its namespace', async () => {
    const kit = createTestKit({ networks: [testNetworks.mainnet, testNetworks.base, testNetworks.solana] })
    connectTestAccount(kit)
    await renderModal(kit, 'WalletReceive')
    expect(await screen.findByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(screen.getByText(TEST_ADDRESS)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    const networks = within(screen.getByRole('region', { name: 'Networks' })).getAllByRole('listitem')
    expect(networks.map((network) => network.textContent)).toEqual(['Ethereum', 'Base'])
    expect(screen.queryByText(/smart account/)).toBeNull()
  })

  it('notes that a smart account exists only on its networks', async () => {
    const kit = createTestKit()
    connectTestAccount(kit, { preferredAccountType: 'smartAccount' })
    await renderModal(kit, 'WalletReceive')
    expect(await screen.findByText(/This is a smart account/)).toBeTruthy()
  })
})
