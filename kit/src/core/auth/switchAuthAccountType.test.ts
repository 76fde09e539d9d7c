import { getAddress } from 'viem'
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { AccountTypeSwitchError } from '../../errors/AccountTypeSwitchError.js'
import { ADDRESS, signInAliceWith, startKit } from '../../test/authTestKit.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import type { FakeFrameHandler } from '../../test/fakeLoginFrame.js'
import { switchNetwork } from '../network/switchNetwork.js'
import { switchAuthAccountType } from './switchAuthAccountType.js'

const SMART = '0x0000000000000000000000000000000000005a5a'
/** The kit checksums the frame's lower-case answers where they enter. */
const shown = (address: string) => getAddress(address)
const FRAME_URL = { services: { loginFrameUrl: 'http://127.0.0.1:4545/sdk' } }

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

/** A frame with smart accounts on chain 1; `fail` names the event it refuses. */
function smartFrame({ fail, fallBack }: { fail?: string; fallBack?: boolean } = {}): FakeFrameHandler {
  return (type, payload) => {
    if (type === fail) return { error: 'No account factory on this chain' }
    const fields = (payload ?? {}) as { type?: string; preferredAccountType?: string; chainId?: number }
    switch (type) {
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: [1] }
      case 'GET_USER': {
        const smart = fields.preferredAccountType === 'smartAccount' && !fallBack
        return {
          email: 'alice@example.com',
          address: smart ? SMART : ADDRESS,
          chainId: fields.chainId,
          preferredAccountType: smart ? 'smartAccount' : 'eoa',
          accounts: [
            { address: ADDRESS, type: 'eoa' },
            { address: SMART, type: 'smartAccount' },
          ],
        }
      }
      case 'INIT_SMART_ACCOUNT':
        return { address: SMART, isDeployed: false }
      case 'SWITCH_NETWORK':
        return payload
      case 'SET_PREFERRED_ACCOUNT':
        return { type: fields.type, address: fields.type === 'smartAccount' ? SMART : ADDRESS }
      default:
        return undefined
    }
  }
}

const accountOf = (kit: ReturnType<typeof startKit>['kit']) => kit.store.getState().accounts.eip155

describe('switchAuthAccountType', () => {
  it('starts on the smart account where the frame enables it (the eip155 default), and switches to the eoa', async () => {
    const { kit } = startKit()
    const frame = await signInAliceWith(kit, smartFrame())
    expect(accountOf(kit)).toMatchObject({ address: shown(SMART), preferredAccountType: 'smartAccount' })

    expect(await switchAuthAccountType(kit, 'eoa')).toBe('eoa')
    expect(accountOf(kit)).toMatchObject({
      caipAddress: `eip155:1:${shown(ADDRESS)}`,
      preferredAccountType: 'eoa',
    })
    expect(frame.payloadsOf('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'eoa' }])
    expect(frame.types()).not.toContain('INIT_SMART_ACCOUNT')
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({ eip155: 'eoa' })
  })

  it('sets the smart account up (INIT_SMART_ACCOUNT) before choosing it, and shows its address', async () => {
    const { kit } = startKit()
    kit.storage.setJson(STORAGE_KEYS.preferredAccountType, { eip155: 'eoa' })
    const frame = await signInAliceWith(kit, smartFrame())
    expect(accountOf(kit)?.address).toBe(shown(ADDRESS))

    expect(await switchAuthAccountType(kit, 'smartAccount')).toBe('smartAccount')
    expect(frame.types().filter((type) => /SMART_ACCOUNT$|PREFERRED/.test(type))).toEqual([
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
    ])
    expect(accountOf(kit)).toMatchObject({
      caipAddress: `eip155:1:${shown(SMART)}`,
      preferredAccountType: 'smartAccount',
    })
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({ eip155: 'smartAccount' })
  })

  it("falls back to the eoa when the frame fails, storing eoa and rejecting with the frame's message", async () => {
    const { kit } = startKit()
    kit.storage.setJson(STORAGE_KEYS.preferredAccountType, { eip155: 'eoa' })
    const frame = await signInAliceWith(kit, smartFrame({ fail: 'INIT_SMART_ACCOUNT' }))

    const failure = await switchAuthAccountType(kit, 'smartAccount').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AccountTypeSwitchError)
    expect(failure).toMatchObject({
      message: 'The account type could not be switched',
      details: 'No account factory on this chain',
    })
    expect(accountOf(kit)).toMatchObject({
      caipAddress: `eip155:1:${shown(ADDRESS)}`,
      preferredAccountType: 'eoa',
    })
    expect(frame.payloadsOf('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'eoa' }])
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({ eip155: 'eoa' })
  })

  it('keeps the choice over a reload: the next login asks the frame for the stored type', async () => {
    const first = startKit()
    await signInAliceWith(first.kit, smartFrame())
    await switchAuthAccountType(first.kit, 'eoa')
    first.adapter.destroy?.()

    const { kit } = startKit(createTestKit(FRAME_URL, { storage: first.kit.storage }))
    const frame = await signInAliceWith(kit, smartFrame())
    expect(frame.payloadsOf('GET_USER')).toEqual([{ chainId: 1, preferredAccountType: 'eoa' }])
    expect(accountOf(kit)?.address).toBe(shown(ADDRESS))
  })

  it('records the eoa when the frame answers the login with its eoa instead of the smart account asked for', async () => {
    const { kit } = startKit()
    const frame = await signInAliceWith(kit, smartFrame({ fallBack: true }))
    expect(frame.payloadsOf('GET_USER')).toEqual([{ chainId: 1, preferredAccountType: 'smartAccount' }])
    expect(accountOf(kit)).toMatchObject({ address: shown(ADDRESS), preferredAccountType: 'eoa' })
  })

  it('moves to the eoa on a network without smart accounts, and back to the smart account where they are', async () => {
    const { kit } = startKit()
    const frame = await signInAliceWith(kit, smartFrame())
    expect(accountOf(kit)?.address).toBe(shown(SMART))

    await switchNetwork(kit, { network: testNetworks.base })
    expect(frame.payloadsOf('GET_USER').at(-1)).toEqual({ chainId: 8453, preferredAccountType: 'eoa' })
    // The account the frame answers enters through the connector's account event, checksummed a few microtasks on.
    await vi.waitFor(() => expect(accountOf(kit)?.caipAddress).toBe(`eip155:8453:${shown(ADDRESS)}`))

    await switchNetwork(kit, { network: testNetworks.mainnet })
    expect(frame.payloadsOf('GET_USER').at(-1)).toEqual({ chainId: 1, preferredAccountType: 'smartAccount' })
    await vi.waitFor(() => expect(accountOf(kit)?.caipAddress).toBe(`eip155:1:${shown(SMART)}`))
  })
})
