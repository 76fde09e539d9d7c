import { UniversalProvider } from '@walletconnect/universal-provider'
import { sandboxAccounts } from '@walletkit/fixtures'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOfflineCore } from '../walletconnect/createOfflineCore.js'
import { MemoryStorage } from '../walletconnect/MemoryStorage.js'
import { type SandboxWalletConnect, startWalletConnect } from '../walletconnect/startWalletConnect.js'
import { createWalletConnectControls, type WalletConnectControls } from './createWalletConnectControls.js'

const chain = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337' as const,
  name: 'Local',
  nativeSymbol: 'ETH',
  nativePriceUsd: 1,
  rpcUrl: 'http://127.0.0.1:1',
  tokens: [],
}
const alice = sandboxAccounts[0]?.address as string
const namespaces = {
  eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [], rpcMap: {} },
}

describe('createWalletConnectControls', { timeout: 30_000 }, () => {
  let walletConnect: SandboxWalletConnect
  let controls: WalletConnectControls
  const providers: InstanceType<typeof UniversalProvider>[] = []
  const dapp = async () => {
    const options = { projectId: 'sandbox', relayUrl: walletConnect.relayUrl, logger: 'silent' as const }
    const prefix = `dapp-${providers.length}`
    const storage = new MemoryStorage()
    const core = createOfflineCore({ ...options, customStoragePrefix: prefix, storage })
    const provider = await UniversalProvider.init({
      ...options,
      core,
      telemetryEnabled: false,
      disableProviderPing: true,
      customStoragePrefix: prefix,
      storage,
      metadata: { name: 'Host app', description: '', url: 'http://127.0.0.1', icons: [] },
    })
    providers.push(provider)
    provider.on('display_uri', (uri: string) => void controls.pair(uri))
    return provider
  }

  beforeAll(async () => {
    walletConnect = await startWalletConnect({
      host: '127.0.0.1',
      world: { chains: [chain], accounts: sandboxAccounts },
    })
    controls = createWalletConnectControls(walletConnect.controlUrl)
  }, 30_000)
  afterAll(async () => {
    for (const provider of providers)
      await provider.client.core.relayer.transportClose().catch(() => undefined)
    await walletConnect?.stop()
  })

  it('pairs with a URI, approves the session, then approves a signature request', async () => {
    const provider = await dapp()
    const connecting = provider.connect({ optionalNamespaces: namespaces })
    expect(await controls.approve('proposal')).toMatchObject({ kind: 'proposal', dapp: 'Host app' })
    expect((await connecting)?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${alice}`])
    const signing = provider.request<`0x${string}`>(
      { method: 'personal_sign', params: [toHex('hi'), alice] },
      'eip155:31337',
    )
    expect(await controls.approve('personal_sign')).toMatchObject({
      kind: 'request',
      method: 'personal_sign',
    })
    const signature = await signing
    expect(await verifyMessage({ address: alice as `0x${string}`, message: 'hi', signature })).toBe(true)
    expect((await controls.state()).sessions).toHaveLength(1)
  })

  it('rejects a session proposal with 5000', async () => {
    const provider = await dapp()
    const connecting = provider.connect({ optionalNamespaces: namespaces }).catch((error: unknown) => error)
    await controls.reject('proposal')
    expect(await connecting).toMatchObject({ code: 5000 })
  })

  it('auto-approves while on', async () => {
    await controls.setAutoApprove(true)
    expect((await controls.state()).autoApprove).toBe(true)
    const provider = await dapp()
    const session = await provider.connect({ optionalNamespaces: namespaces })
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${alice}`])
    await controls.setAutoApprove(false)
  })

  it('says when nothing waits', async () => {
    await expect(controls.approve('eth_sendTransaction', { timeout: 100 })).rejects.toThrow(
      'Nothing like "eth_sendTransaction" waited in the WalletConnect test wallet',
    )
  })
})
