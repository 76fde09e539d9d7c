import type { Hex } from 'viem'
import type { AppEvent } from 'walletkit/schemas'
import type { FrameTheme } from './applyFrameTheme.js'
import type { ConsentRequest } from './createConsentGate.js'
import { createSessionToken } from './createSessionToken.js'
import { embeddedWallet, moveEmbeddedWallet } from './embeddedWallet.js'
import { frameApi, frameApiWait } from './frameApi.js'
import { type FrameSession, readSession, writeSession } from './frameSession.js'
import { RPC_NOT_ALLOWED_MESSAGE, rpcMethodPolicy } from './rpcMethodPolicy.js'
import { accountTypeFor, type SmartAccountSettings, smartAccountEvent } from './smartAccounts.js'
import { exchangeSocialCode, socialAuthorizationUri } from './socialAuthorization.js'

type Config = { chains: { chainId: number; rpcUrl: string }[] }

/** What the frame keeps between the messages of one login. */
export type FrameContext = {
  config: Config
  pendingEmail?: string
  farcasterChannel?: string
  updatingTo?: string
  /** The embedding page's origin, where a redirect login returns. */
  parentOrigin: string
  /** The `session-not-yet-valid` scenario: session tokens issued now are valid only an hour later. */
  sessionNotYetValid?: boolean
  /** Where smart accounts are enabled and whether setting one up fails (the server's, read with each message). */
  smartAccounts: SmartAccountSettings
  /** Tells the page a new session token (SESSION_UPDATE). */
  onSession(token: string): void
  /** Shows a signing request in the frame's consent screen; resolves once the visitor approves it there. */
  consent(request: ConsentRequest): Promise<void>
  /** Shows the frame's screens in the kit's theme (SYNC_THEME). */
  applyTheme?(theme: FrameTheme): void
}

/**
 * The frame side of every app event of spec 7: resolves with the SUCCESS payload or throws with the ERROR message.
 * @example const payload = await handleAppEvent(event, context)
 */
export async function handleAppEvent(event: AppEvent, context: FrameContext): Promise<unknown> {
  switch (event.type) {
    case 'CONNECT_EMAIL': {
      context.pendingEmail = event.payload.email
      return frameApi<{ action: string }>('email', { email: event.payload.email })
    }
    case 'CONNECT_DEVICE':
      await frameApiWait('device/wait', { email: context.pendingEmail })
      return {}
    case 'CONNECT_OTP': {
      const email = context.pendingEmail
      if (!email) throw new Error('No email login is under way')
      await frameApi('otp', { email, otp: event.payload.otp })
      await signIn(context, { userKey: `email:${email}`, email })
      return {}
    }
    case 'GET_SOCIAL_REDIRECT_URI':
      return { uri: await socialAuthorizationUri(event.payload, context.parentOrigin) }
    case 'CONNECT_SOCIAL': {
      const { provider, userName } = await exchangeSocialCode(event.payload.uri)
      const session = await signIn(context, { userKey: `${provider}:${userName}`, email: null, userName })
      return { userName, address: embeddedWallet(session.userKey).address, email: null }
    }
    case 'GET_FARCASTER_URI': {
      const { channel, url } = await frameApi<{ channel: string; url: string }>('farcaster/channel', {})
      context.farcasterChannel = channel
      return { url }
    }
    case 'CONNECT_FARCASTER': {
      const { userName } = await frameApiWait<{ userName: string }>('farcaster/wait', {
        channel: context.farcasterChannel,
      })
      await signIn(context, { userKey: `farcaster:${userName}`, email: null, userName })
      return { userName }
    }
    case 'GET_USER': {
      const session = requireSession()
      const wallet = embeddedWallet(session.userKey)
      const type = accountTypeFor(
        context.smartAccounts,
        event.payload.preferredAccountType,
        event.payload.chainId,
      )
      const smart = type === 'smartAccount'
      writeSession({
        ...session,
        chainId: event.payload.chainId,
        preferredAccountType: smart ? 'smartAccount' : 'eoa',
      })
      return {
        email: session.email,
        userName: session.userName,
        address: smart ? wallet.smartAccountAddress : wallet.address,
        chainId: event.payload.chainId,
        smartAccountDeployed: false,
        preferredAccountType: smart ? 'smartAccount' : 'eoa',
        accounts: [
          { address: wallet.address, type: 'eoa' },
          { address: wallet.smartAccountAddress, type: 'smartAccount' },
        ],
      }
    }
    case 'IS_CONNECTED': {
      const session = readSession()
      return {
        isConnected: Boolean(session && (!event.payload.token || event.payload.token === session.token)),
      }
    }
    case 'SIGN_OUT':
      writeSession(undefined)
      return {}
    case 'GET_CHAIN_ID':
      return { chainId: requireSession().chainId }
    case 'SWITCH_NETWORK': {
      const session = requireSession()
      if (!context.config.chains.some((chain) => chain.chainId === Number(event.payload.chainId)))
        throw new Error(`Chain ${event.payload.chainId} is not available`)
      writeSession({ ...session, chainId: event.payload.chainId })
      return { chainId: event.payload.chainId }
    }
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
    case 'INIT_SMART_ACCOUNT':
    case 'SET_PREFERRED_ACCOUNT':
      return smartAccountEvent(event.type, event.payload ?? undefined, context.smartAccounts)
    case 'RPC_REQUEST':
      return rpcRequest(context, event.payload)
    case 'UPDATE_EMAIL': {
      const session = requireSession()
      context.updatingTo = event.payload.email
      return frameApi('update-email', { current: session.email, email: event.payload.email })
    }
    case 'UPDATE_EMAIL_PRIMARY_OTP':
      await frameApi('update-email/primary', {
        current: requireSession().email,
        email: context.updatingTo,
        otp: event.payload.otp,
      })
      return {}
    case 'UPDATE_EMAIL_SECONDARY_OTP': {
      const session = requireSession()
      const { newEmail } = await frameApi<{ newEmail: string }>('update-email/secondary', {
        email: context.updatingTo,
        otp: event.payload.otp,
      })
      moveEmbeddedWallet(session.userKey, `email:${newEmail}`)
      writeSession({ ...session, userKey: `email:${newEmail}`, email: newEmail })
      return { newEmail }
    }
    case 'SYNC_THEME':
      context.applyTheme?.(event.payload)
      return {}
    case 'SYNC_DAPP_DATA':
      return {}
    case 'RELOAD':
      setTimeout(() => window.location.reload(), 0)
      return {}
  }
}

/** How long after its issue a `session-not-yet-valid` token becomes valid. */
const NOT_YET_VALID_FOR = 60 * 60_000

async function signIn(
  context: FrameContext,
  identity: { userKey: string; email: string | null; userName?: string },
): Promise<FrameSession> {
  const wallet = embeddedWallet(identity.userKey)
  await frameApi('fund', { address: wallet.address })
  const session: FrameSession = {
    ...identity,
    chainId: context.config.chains[0]?.chainId ?? 1,
    token: createSessionToken({
      subject: identity.userKey,
      notBefore: Date.now() + (context.sessionNotYetValid ? NOT_YET_VALID_FOR : 0),
    }),
    preferredAccountType: 'eoa',
  }
  writeSession(session)
  context.onSession(session.token)
  return session
}

function requireSession(): FrameSession {
  const session = readSession()
  if (!session) throw new Error('Not signed in')
  return session
}

/**
 * An RPC request from the page, under the frame's own allowlist (spec 6): safe reads go to the chain, signing methods
 * wait for the visitor's Approve in the frame's consent screen, anything else is refused.
 */
async function rpcRequest(
  context: FrameContext,
  { method, params, chainId }: { method: string; params?: unknown; chainId?: number | string | undefined },
): Promise<unknown> {
  const policy = rpcMethodPolicy(method)
  if (policy === 'refuse') throw new Error(RPC_NOT_ALLOWED_MESSAGE)
  const session = requireSession()
  const list = Array.isArray(params) ? params : []
  const chain =
    context.config.chains.find((entry) => entry.chainId === Number(chainId ?? session.chainId)) ??
    context.config.chains[0]
  if (!chain) throw new Error('No chain')
  if (policy === 'forward') return forward(chain.rpcUrl, method, list)
  // The sandbox's smart account is never deployed (no account factory): only its EOA signs, and it says so.
  if (session.preferredAccountType === 'smartAccount')
    throw new Error('The sandbox smart account cannot sign (it is not deployed): switch to your EOA to sign')
  await context.consent({ method, params, chainId: chain.chainId })
  // The session may have ended while the visitor decided.
  const wallet = embeddedWallet(requireSession().userKey)
  switch (method) {
    case 'personal_sign':
      return wallet.signMessage(list[0] as Hex)
    case 'eth_signTypedData_v4':
      return wallet.signTypedData(typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1]))
    case 'eth_sendTransaction':
      return wallet.sendTransaction(chain, list[0] as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex })
    default:
      throw new Error(`The sandbox wallet cannot ${method} yet`)
  }
}

async function forward(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
