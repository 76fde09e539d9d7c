import { describe, expect, it } from 'vitest'
import { connectSiweWallet, createSiweTestKit, hostSiwe, siweWallet } from '../../test/createSiweTestKit.js'
import { testNetworks } from '../../test/createTestKit.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { closeModal } from '../modal/closeModal.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import { cancelTransaction } from '../router/cancelTransaction.js'
import { followSiwe } from './followSiwe.js'

describe('followSiwe', () => {
  it('opens ConnectingSiwe after connect when there is no session for the address', async () => {
    const { kit } = createSiweTestKit(hostSiwe().siwe)
    const stop = followSiwe(kit)
    connectSiweWallet(kit)
    await expect.poll(() => kit.store.getState().router.view).toBe('ConnectingSiwe')
    expect(kit.store.getState().modal.open).toBe(true)
    expect(kit.store.getState().router.transactionStack).toHaveLength(1)
    stop()
  })

  it('asks nothing when the host already holds a session for that address and chain', async () => {
    const host = hostSiwe({ getSession: async () => ({ address: siweWallet.address, chainId: 1 }) })
    const { kit } = createSiweTestKit(host.siwe)
    const stop = followSiwe(kit)
    connectSiweWallet(kit)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(kit.store.getState().modal.open).toBe(false)
    stop()
  })

  it('goes back, disconnects and shows Connect on cancel, and signs out on disconnect', async () => {
    const host = hostSiwe()
    const { kit } = createSiweTestKit(host.siwe)
    const stop = followSiwe(kit)
    connectSiweWallet(kit)
    await expect.poll(() => kit.store.getState().router.view).toBe('ConnectingSiwe')
    cancelTransaction(kit)
    await expect.poll(() => kit.store.getState().router.view).toBe('Connect')
    expect(kit.store.getState().modal.open).toBe(true)
    expect(kit.store.getState().accounts.eip155?.address).toBeUndefined()
    await expect.poll(() => host.log).toContain('signOut')
    stop()
  })
})

describe('followSiwe, closing the modal', () => {
  it('disconnects when the visitor closes the modal before signing', async () => {
    const host = hostSiwe()
    const { kit } = createSiweTestKit(host.siwe)
    const stop = followSiwe(kit)
    connectSiweWallet(kit)
    await expect.poll(() => kit.store.getState().router.view).toBe('ConnectingSiwe')
    closeModal(kit)
    await expect.poll(() => kit.store.getState().accounts.eip155?.address).toBeUndefined()
    expect(kit.store.getState().router.transactionStack).toEqual([])
    expect(kit.store.getState().modal.open).toBe(false)
    stop()
  })
})

describe('followSiwe, when the disconnect fails', () => {
  it.each(['closing the modal', 'cancelling'])(
    'logs the failed disconnect after %s, instead of leaving it unhandled',
    async (how) => {
      const { kit } = createSiweTestKit(hostSiwe().siwe)
      const adapter = kit.adapters.get('eip155')
      if (!adapter) throw new Error('no eip155 adapter')
      adapter.disconnect = async () => {
        throw new Error('wallet locked')
      }
      const stop = followSiwe(kit)
      connectSiweWallet(kit)
      await expect.poll(() => kit.store.getState().router.view).toBe('ConnectingSiwe')
      if (how === 'cancelling') cancelTransaction(kit)
      else closeModal(kit)
      await expect
        .poll(() => kit.logger.records().map((record) => record.message))
        .toContain('Disconnecting after an unfinished Sign-In With Ethereum failed')
      stop()
    },
  )
})

describe('followSiwe, after a sign-in', () => {
  const otherAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  async function signedIn() {
    const host = hostSiwe({
      getSession: async () =>
        host.log.includes('signOut') ? null : { address: siweWallet.address, chainId: 1 },
    })
    const { kit } = createSiweTestKit(host.siwe)
    const stop = followSiwe(kit)
    connectSiweWallet(kit)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(kit.store.getState().modal.open).toBe(false)
    return { kit, host, stop }
  }

  it('signs the old session out and asks again when the wallet switches to another account', async () => {
    const { kit, host, stop } = await signedIn()
    setCaipAddress(kit, 'eip155', `eip155:1:${otherAddress}`)
    await expect.poll(() => host.log).toContain('signOut')
    await expect.poll(() => kit.store.getState().router.view).toBe('ConnectingSiwe')
    stop()
  })

  it('signs the old session out and asks again when the wallet switches to another chain', async () => {
    const { kit, host, stop } = await signedIn()
    setActiveCaipNetwork(kit, testNetworks.base)
    await expect.poll(() => host.log).toContain('signOut')
    await expect.poll(() => kit.store.getState().router.view).toBe('ConnectingSiwe')
    stop()
  })

  it('keeps the session while the account and chain stay the same', async () => {
    const { kit, host, stop } = await signedIn()
    updateAccountData(kit, 'eip155', { balance: '1' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(host.log).not.toContain('signOut')
    expect(kit.store.getState().modal.open).toBe(false)
    stop()
  })
})
