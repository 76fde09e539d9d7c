import { sandboxAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { isProcessAlive } from '../testing/isProcessAlive.js'
import { startWalletConnect } from './startWalletConnect.js'

const chain = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337' as const,
  name: 'Local',
  nativeSymbol: 'ETH',
  nativePriceUsd: 1,
  rpcUrl: 'http://127.0.0.1:1',
  tokens: [],
}

describe('startWalletConnect', () => {
  it('starts the relay and the test wallet on 127.0.0.1, answers its controls, and stops both', async () => {
    const walletConnect = await startWalletConnect({
      host: '127.0.0.1',
      world: { chains: [chain], accounts: sandboxAccounts },
    })
    expect(walletConnect.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(walletConnect.controlUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const state = await (await fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/state`)).json()
    expect(state).toMatchObject({
      pending: [],
      sessions: [],
      autoApprove: false,
      address: sandboxAccounts[0]?.address,
    })
    const json = { 'content-type': 'application/json' }
    const auto = await fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/auto-approve`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ on: true }),
    })
    expect((await auto.json()).autoApprove).toBe(true)
    const wrong = await fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/approve`)
    expect(wrong.status).toBe(405)
    const unknown = await fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/approve`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id: 42 }),
    })
    expect(await unknown.json()).toEqual({ error: 'Nothing is waiting with id 42' })
    // The controls' own port is on 127.0.0.1 too: no browser page may reach it, only the playground's proxy.
    const form = await fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/auto-approve`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:6666', 'content-type': 'text/plain' },
      body: JSON.stringify({ on: false }),
    })
    expect(form.status).toBe(403)
    const plain = await fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/auto-approve`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ on: false }),
    })
    expect(plain.status).toBe(415)
    expect(
      (await (await fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/state`)).json()).autoApprove,
    ).toBe(true)

    await walletConnect.stop()
    expect(isProcessAlive(walletConnect.walletPid as number)).toBe(false)
    await expect(fetch(`${walletConnect.controlUrl}/__sandbox/walletconnect/state`)).rejects.toThrow()
  }, 40_000)
})
