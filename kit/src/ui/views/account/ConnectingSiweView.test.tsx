import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import type { SiweConfig } from '../../../config/siweConfigSchema.js'
import { UserRejectedRequestError } from '../../../errors/UserRejectedRequestError.js'
import { connectTestAccount } from '../../../test/connectTestAccount.js'
import { createRequestAdapter } from '../../../test/createRequestAdapter.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderWithKit } from '../../../test/renderWithKit.js'

afterEach(() => cleanup())
const wallet = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

function siweKit({ refuseFirst = false } = {}) {
  let refusals = refuseFirst ? 1 : 0
  const { adapter } = createRequestAdapter(async ({ method, params }) => {
    if (method !== 'personal_sign') return null
    if (refusals-- > 0) throw new UserRejectedRequestError()
    return wallet.signMessage({ message: { raw: (params as [`0x${string}`])[0] } })
  })
  const verified: string[] = []
  const siwe: SiweConfig = {
    getNonce: async () => 'abcdefgh1234',
    verifyMessage: async ({ message }) => {
      verified.push(message)
      return true
    },
    getSession: async () => null,
    signOut: async () => true,
  }
  const kit = createTestKit({ siwe, metadata: { name: 'Shop' } }, { adapters: [adapter] })
  // The provider starts the kit, which follows the wallet and asks for SIWE after connect (followSiwe).
  renderWithKit(null, kit)
  connectTestAccount(kit)
  return { kit, verified }
}

describe('ConnectingSiweView', () => {
  it('asks to sign after connect, and leaves the SIWE flow once the host verified the message', async () => {
    const { kit, verified } = siweKit()
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy()
    expect(await screen.findByText('Shop needs to connect to your wallet')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign' })))
    await act(async () => undefined)
    expect(verified[0]).toContain('wants you to sign in with your Ethereum account:')
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('says the signature was declined and lets the visitor sign again', async () => {
    const { kit } = siweKit({ refuseFirst: true })
    await screen.findByText('Shop needs to connect to your wallet')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign' })))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signature declined. Sign to continue, or cancel to disconnect.',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign' })))
    await act(async () => undefined)
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('disconnects and shows Connect on Cancel', async () => {
    const { kit } = siweKit()
    await screen.findByText('Shop needs to connect to your wallet')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))
    expect(await screen.findByRole('dialog', { name: 'Connect wallet' })).toBeTruthy()
    expect(kit.store.getState().accounts.eip155?.address).toBeUndefined()
  })
})
