import { keccak256 } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppEvent } from 'walletkit/schemas'
import { SMART_ACCOUNT_FAILURE } from '../LoginFrameScenario.js'
import { embeddedWallet } from './embeddedWallet.js'
import { readSession } from './frameSession.js'
import { type FrameContext, handleAppEvent } from './handleAppEvent.js'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

const USER = 'email:alice@example.com'

function contextWith(smartAccounts: FrameContext['smartAccounts']): FrameContext {
  return {
    config: { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1/rpc' }] },
    parentOrigin: 'http://127.0.0.1:2',
    smartAccounts,
    onSession: () => undefined,
    consent: () => Promise.resolve(),
  }
}
const enabled = contextWith({ enabledNetworks: [31337], fails: false })
const failing = contextWith({ enabledNetworks: [31337], fails: true })

const event = (type: string, payload?: unknown) => ({ type, id: 'id-1', payload }) as AppEvent

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  localStorage.setItem(
    'walletkit-frame:session',
    JSON.stringify({
      userKey: USER,
      email: 'alice@example.com',
      chainId: 31337,
      token: 't',
      preferredAccountType: 'eoa',
    }),
  )
})

describe("the login frame's smart accounts", () => {
  it('answers the enabled chain numbers the server gives (none unless turned on)', async () => {
    expect(await handleAppEvent(event('GET_SMART_ACCOUNT_ENABLED_NETWORKS'), enabled)).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    const off = contextWith({ enabledNetworks: [], fails: false })
    expect(await handleAppEvent(event('GET_SMART_ACCOUNT_ENABLED_NETWORKS'), off)).toEqual({
      smartAccountEnabledNetworks: [],
    })
  })

  it("gives each user one smart-account address, derived from the EOA's, and remembers the chosen type", async () => {
    const wallet = embeddedWallet(USER)
    const smartAddress = `0x${keccak256(wallet.address).slice(-40)}`
    expect(await handleAppEvent(event('INIT_SMART_ACCOUNT'), enabled)).toEqual({
      address: smartAddress,
      isDeployed: false,
    })
    expect(await handleAppEvent(event('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }), enabled)).toEqual({
      type: 'smartAccount',
      address: smartAddress,
    })
    expect(readSession()?.preferredAccountType).toBe('smartAccount')
    const user = await handleAppEvent(
      event('GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' }),
      enabled,
    )
    expect(user).toMatchObject({
      address: smartAddress,
      preferredAccountType: 'smartAccount',
      accounts: [
        { address: wallet.address, type: 'eoa' },
        { address: smartAddress, type: 'smartAccount' },
      ],
    })
    expect(await handleAppEvent(event('SET_PREFERRED_ACCOUNT', { type: 'eoa' }), enabled)).toEqual({
      type: 'eoa',
      address: wallet.address,
    })
  })

  it('refuses a smart account in the smart-account-fails scenario, and logs such a user in with the EOA', async () => {
    await expect(handleAppEvent(event('INIT_SMART_ACCOUNT'), failing)).rejects.toThrow(SMART_ACCOUNT_FAILURE)
    await expect(
      handleAppEvent(event('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }), failing),
    ).rejects.toThrow(SMART_ACCOUNT_FAILURE)
    const user = await handleAppEvent(
      event('GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' }),
      failing,
    )
    expect(user).toMatchObject({ address: embeddedWallet(USER).address, preferredAccountType: 'eoa' })
  })

  it('refuses a smart account on a chain where it is not enabled', async () => {
    const other = contextWith({ enabledNetworks: [1], fails: false })
    await expect(handleAppEvent(event('INIT_SMART_ACCOUNT'), other)).rejects.toThrow(
      'Smart accounts are not enabled on chain 31337',
    )
  })

  it('lets the never-deployed smart account sign nothing, saying to switch to the EOA', async () => {
    await handleAppEvent(event('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }), enabled)
    await expect(
      handleAppEvent(
        event('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x0'], chainId: 31337 }),
        enabled,
      ),
    ).rejects.toThrow('switch to your EOA to sign')
  })
})
