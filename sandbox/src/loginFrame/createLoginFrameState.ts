import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { LoginFrameScenario } from './LoginFrameScenario.js'

/** A message in the sandbox inbox: a one-time password, or a device approval. */
type InboxMessage = {
  id: string
  to: string
  kind: 'otp' | 'device'
  subject: string
  /** The one-time password, for `otp` messages. */
  code?: string
  /** For `device` messages: whether the visitor approved the device. */
  approved?: boolean
  /** For `otp` messages: wrong codes tried against this one. */
  wrongAttempts?: number
  /** For `otp` messages: burnt by too many wrong attempts. */
  burnt?: boolean
  time: number
}

/** What checking a code found: the newest code to that address accepted (and used), a wrong one, or a burnt one. */
export type CodeCheck = 'accepted' | 'wrong' | 'burnt'

/** Why the token endpoint refuses a social code: unknown (or used, or expired), or a missing or wrong PKCE verifier. */
export type SocialRefusal = 'unknown-code' | 'missing-verifier' | 'wrong-verifier'

/** What redeeming a social code found: the login, or why the token endpoint refuses it. */
export type SocialRedemption = { provider: string; userName: string } | { refused: SocialRefusal }

/** A Farcaster login waiting for approval in the panel. */
export type FarcasterRequest = { channel: string; url: string; userName?: string; time: number }

/** Everything the login frame's server remembers; reset with the world. */
export type LoginFrameState = ReturnType<typeof createLoginFrameState>

const CODE_LIFETIME = 10 * 60_000
/** Wrong codes tried against one code before it is burnt, as a real provider limits guessing. */
const MAX_WRONG_CODES = 5

/**
 * The login frame's server-side memory: codes sent per address, device approvals, social login codes, Farcaster
 * channels, the chosen scenario and whether smart accounts are enabled. Codes are 6 digits, random, valid 10 minutes, used once; only the newest code sent to
 * an address counts, and its 5th wrong attempt burns it until a new one is requested.
 * @example const state = createLoginFrameState(); const code = state.sendCode('alice@example.com', 'Your login code')
 */
export function createLoginFrameState() {
  let inbox: InboxMessage[] = []
  let farcaster: FarcasterRequest[] = []
  let socialCodes = new Map<string, { provider: string; userName: string; challenge: string; time: number }>()
  let approvedDevices = new Set<string>()
  let scenario: LoginFrameScenario = 'none'
  let smartAccounts = false
  return {
    scenario: () => scenario,
    setScenario(next: LoginFrameScenario) {
      scenario = next
    },
    /** Whether the frame enables smart accounts on the local chains (off: every login keeps its EOA). */
    smartAccounts: () => smartAccounts,
    setSmartAccounts(enabled: boolean) {
      smartAccounts = enabled
    },
    inbox: () => inbox,
    sendCode(to: string, subject: string): string {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      inbox = [{ id: randomUUID(), to, kind: 'otp', subject, code, time: Date.now() }, ...inbox]
      return code
    },
    /** Checks `code` against the newest code sent to `to`: used when right, counted (and burnt at the 5th) when wrong. */
    checkCode(to: string, code: string): CodeCheck {
      const message = inbox.find((entry) => entry.to === to && entry.kind === 'otp')
      if (message?.burnt) return 'burnt'
      if (!message?.code || Date.now() - message.time > CODE_LIFETIME) return 'wrong'
      const replace = (next: InboxMessage) => {
        inbox = inbox.map((entry) => (entry === message ? next : entry))
      }
      if (message.code === code.trim()) {
        replace({ ...message, code: undefined, subject: `${message.subject} (used)` })
        return 'accepted'
      }
      const wrongAttempts = (message.wrongAttempts ?? 0) + 1
      if (wrongAttempts < MAX_WRONG_CODES) {
        replace({ ...message, wrongAttempts })
        return 'wrong'
      }
      const subject = `${message.subject} (burnt after ${MAX_WRONG_CODES} wrong codes)`
      replace({ ...message, wrongAttempts, burnt: true, code: undefined, subject })
      return 'burnt'
    },
    isDeviceApproved: (email: string) => approvedDevices.has(email),
    askDeviceApproval(to: string) {
      inbox = [
        {
          id: randomUUID(),
          to,
          kind: 'device',
          subject: 'Approve this device',
          approved: false,
          time: Date.now(),
        },
        ...inbox,
      ]
    },
    approveDevice(id: string): boolean {
      const message = inbox.find((entry) => entry.id === id && entry.kind === 'device')
      if (!message) return false
      approvedDevices.add(message.to)
      inbox = inbox.map((entry) => (entry === message ? { ...entry, approved: true } : entry))
      return true
    },
    /** A social authorization code for the login, bound to its PKCE S256 `challenge`; valid 10 minutes. */
    createSocialCode(provider: string, userName: string, challenge: string): string {
      const code = randomUUID()
      socialCodes.set(code, { provider, userName, challenge, time: Date.now() })
      return code
    },
    /**
     * The token endpoint's exchange (RFC 7636 4.6): the code is used up by any attempt, right or wrong, and gives the
     * login only with the verifier whose SHA-256 is the code's challenge.
     */
    redeemSocialCode(code: string, verifier: string): SocialRedemption {
      const found = socialCodes.get(code)
      socialCodes.delete(code)
      if (!found || Date.now() - found.time > CODE_LIFETIME) return { refused: 'unknown-code' }
      if (!verifier) return { refused: 'missing-verifier' }
      const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
      const expected = Buffer.from(found.challenge)
      if (computed.length !== expected.length || !timingSafeEqual(computed, expected))
        return { refused: 'wrong-verifier' }
      return { provider: found.provider, userName: found.userName }
    },
    farcaster: () => farcaster,
    openFarcaster(origin: string): FarcasterRequest {
      const channel = randomUUID()
      const request = { channel, url: `${origin}/farcaster.html?channel=${channel}`, time: Date.now() }
      farcaster = [request, ...farcaster]
      return request
    },
    approveFarcaster(channel: string, userName: string): boolean {
      const found = farcaster.find((entry) => entry.channel === channel)
      if (!found) return false
      farcaster = farcaster.map((entry) => (entry === found ? { ...entry, userName } : entry))
      return true
    },
    reset() {
      inbox = []
      farcaster = []
      socialCodes = new Map()
      approvedDevices = new Set()
      scenario = 'none'
      smartAccounts = false
    },
  }
}
