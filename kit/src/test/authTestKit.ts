import { expect, onTestFinished } from 'vitest'
import { createAuthAdapter } from '../chains/auth/createAuthAdapter.js'
import { connectEmail } from '../core/auth/connectEmail.js'
import { mountAuthFrame } from '../core/auth/mountAuthFrame.js'
import { verifyEmailOtp } from '../core/auth/verifyEmailOtp.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import type { WalletKitEvent } from '../core/events/WalletKitEvent.js'
import type { WalletKit } from '../core/WalletKit.js'
import { createTestKit } from './createTestKit.js'
import { type FakeFrameHandler, fakeLoginFrame } from './fakeLoginFrame.js'

export const ADDRESS = '0x00000000000000000000000000000000000a11ce'
const user = {
  email: 'alice@example.com',
  address: ADDRESS,
  chainId: 1,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
}

/** What an `override` returns to leave an event unanswered (as a frame holding a request for consent does). */
export const UNANSWERED = Symbol('unanswered')

/** A frame that knows Alice: a code login, her user, and RPC answers; `override` answers first. */
function aliceFrame(override?: (type: Parameters<FakeFrameHandler>[0], payload: unknown) => unknown) {
  return fakeLoginFrame((type, payload) => {
    const answer = override?.(type, payload) ?? answerAsAlice(type, payload)
    return answer === UNANSWERED ? undefined : answer
  })
}

function answerAsAlice(type: string, payload: unknown): unknown {
  const fields = (payload ?? {}) as { otp?: string; chainId?: number; method?: string }
  switch (type) {
    case 'CONNECT_EMAIL':
      return { action: 'VERIFY_OTP' }
    case 'CONNECT_OTP':
      return fields.otp === '123456' ? {} : { error: 'Invalid code' }
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return { smartAccountEnabledNetworks: [] }
    case 'GET_USER':
      return { ...user, chainId: fields.chainId }
    case 'IS_CONNECTED':
      return { isConnected: true }
    case 'SWITCH_NETWORK':
      return payload
    case 'RPC_REQUEST':
      return fields.method === 'eth_blockNumber' ? '0x10' : '0xsigned'
    default:
      return {}
  }
}

/** The kit's own balance reads: the native balance, and the wallet's assets where it discovers them. */
const balanceReads = new Set(['eth_getBalance', 'wallet_getCapabilities', 'wallet_getAssets'])

/** The RPC requests the host sent, leaving out the kit's own balance reads. */
export const hostRequests = (frame: ReturnType<typeof fakeLoginFrame>) =>
  frame
    .payloadsOf('RPC_REQUEST')
    .filter((payload) => !balanceReads.has((payload as { method: string }).method))

export function startKit(
  kit: WalletKit = createTestKit({ services: { loginFrameUrl: 'http://127.0.0.1:4545/sdk' } }),
) {
  const adapter = createAuthAdapter()
  registerAdapter(kit, adapter)
  onTestFinished(() => {
    adapter.destroy?.()
    kit.destroy()
  })
  const events: WalletKitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  return { kit, adapter, events }
}

/** Mounts the frame the way the Connect view does, and hands it to a fake. */
export async function mountFrame(kit: WalletKit, override?: FakeFrameHandler) {
  await mountAuthFrame(kit)
  return aliceFrame(override)
}

export async function signInAlice(kit: WalletKit) {
  const frame = await mountFrame(kit)
  expect(await connectEmail(kit, { email: 'alice@example.com' })).toBe('VERIFY_OTP')
  await verifyEmailOtp(kit, { email: 'alice@example.com', otp: '123456' })
  return frame
}

/** Signs Alice in with a frame whose `override` answers first. */
export async function signInAliceWith(kit: WalletKit, override: FakeFrameHandler) {
  const frame = await mountFrame(kit, override)
  await connectEmail(kit, { email: 'alice@example.com' })
  await verifyEmailOtp(kit, { email: 'alice@example.com', otp: '123456' })
  return frame
}
