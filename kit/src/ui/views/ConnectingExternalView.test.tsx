import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import { createScriptedAdapter } from '../../test/createScriptedAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'

afterEach(cleanup)

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

async function startConnecting() {
  const kit = createTestKit()
  const adapter = createScriptedAdapter('eip155', { connectors: [uiTestConnectors.metaMask] })
  registerAdapter(kit, adapter)
  await renderModal(kit, 'Connect')
  fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }))
  await screen.findByText('Continue in MetaMask')
  // The view asks the wallet from an effect, which can run a little after the text shows (the view is loaded lazily
  // and mounts outside act): until then there is no request for the test to answer.
  await waitFor(() => expect(adapter.connects).toHaveLength(1))
  return { kit, adapter }
}

describe('ConnectingExternalView', () => {
  it('asks the wallet once and waits, naming it', async () => {
    const { adapter } = await startConnecting()
    // The header's text changes with a 120 ms animation (spec 9).
    expect(await screen.findByRole('dialog', { name: 'MetaMask' })).toBeTruthy()
    expect(screen.getByText('Accept the connection request in your wallet.')).toBeTruthy()
    expect(adapter.connects).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('closes once the wallet approves, leaving the account connected', async () => {
    const { kit, adapter } = await startConnecting()
    await act(async () => adapter.connects[0]?.resolve({ address: ADDRESS, chainId: 1 }))
    await waitFor(() => expect(kit.store.getState().modal.open).toBe(false))
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:1:${ADDRESS}`)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows Connection declined when the visitor says no, and Retry asks again', async () => {
    const { kit, adapter } = await startConnecting()
    await act(async () => adapter.connects[0]?.reject({ code: 4001, message: 'User rejected the request.' }))
    // The failure reaches the view a few tasks after the wallet's answer: on a loaded machine, after act has returned.
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(kit.store.getState().modal.shake).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(adapter.connects).toHaveLength(2)
    await act(async () => adapter.connects[1]?.resolve({ address: ADDRESS, chainId: 1 }))
    expect(kit.store.getState().accounts.eip155?.address).toBe(ADDRESS)
  })

  it('shows the error and shakes on another failure, with Retry', async () => {
    const { kit, adapter } = await startConnecting()
    // The shake lasts 500 ms (spec 4): on a loaded machine it may be over before the next line runs, so every state
    // the modal went through is kept.
    const shakes: boolean[] = []
    kit.store.subscribe(({ modal }) => shakes.push(modal.shake))
    await act(async () =>
      adapter.connects[0]?.reject({ code: -32002, message: 'Already processing eth_requestAccounts' }),
    )
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByText('Already processing eth_requestAccounts')).toBeTruthy()
    expect(shakes).toContain(true)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('stays open on UnsupportedChain when the wallet is on a network the app did not ask for', async () => {
    const { kit, adapter } = await startConnecting()
    await act(async () => adapter.connects[0]?.resolve({ address: ADDRESS, chainId: 31337 }))
    expect(kit.store.getState().modal.open).toBe(true)
    expect(await screen.findByRole('dialog', { name: 'Switch network' })).toBeTruthy()
  })
})
