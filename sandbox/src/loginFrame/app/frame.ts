import { FRAME_EVENT_PREFIX } from 'walletkit/schemas'
import { SandboxError } from '../../SandboxError.js'
import { REFUSALS } from '../LoginFrameScenario.js'
import { acceptAppMessage } from './acceptAppMessage.js'
import { applyFrameTheme } from './applyFrameTheme.js'
import { createConsentGate } from './createConsentGate.js'
import { domConsentScreen } from './domConsentScreen.js'
import { frameApi } from './frameApi.js'
import { type FrameContext, handleAppEvent } from './handleAppEvent.js'
import { ALLOWED_ORIGINS_META, readAllowedOrigins } from './readAllowedOrigins.js'

// The frame side of spec 7: says READY to the page that embeds it, answers each `@w3m-app/` event with
// `@w3m-frame/<EVENT>_SUCCESS` or `_ERROR` and the same id, always posting to that page's origin (never '*'). It accepts
// messages only from that page's window and origin, each id once, and handles them only when the origin is allowed.
const VERSION = 'sandbox-1'

async function main() {
  // The message of the kit's FrameParentNotSetError (spec 8), which `walletkit/schemas` does not export.
  if (window.parent === window) throw new SandboxError('W3mFrame: parent is not set')
  const parent = window.parent
  // The embedding page's origin: ancestorOrigins survives the frame's own reloads (RELOAD), the referrer may not.
  const parentOrigin =
    window.location.ancestorOrigins?.[0] ?? new URL(document.referrer || 'http://invalid.localhost').origin
  const config = await frameApi<{ scenario: string; chains: { chainId: number; rpcUrl: string }[] }>('config')
  const post = (type: string, payload: unknown, id?: string) =>
    parent.postMessage({ type: `${FRAME_EVENT_PREFIX}${type}`, payload, ...(id ? { id } : {}) }, parentOrigin)
  // Consent happens here, in the frame's origin: the kit shows the frame in its approval view, the visitor clicks.
  const gate = createConsentGate(domConsentScreen(document, { requester: parentOrigin }))
  const context: FrameContext = {
    config,
    parentOrigin,
    smartAccounts: { enabledNetworks: [], fails: false },
    onSession: (token) => post('SESSION_UPDATE', { token }),
    consent: (request) => gate.ask(request),
    applyTheme: (theme) => applyFrameTheme(document.documentElement, theme),
  }

  // Who may embed the frame is the frame's server's decision (a meta tag it writes), never the embedding page's.
  const allowedOrigins = readAllowedOrigins(
    document.querySelector(`meta[name="${ALLOWED_ORIGINS_META}"]`)?.getAttribute('content'),
  )
  const accept = acceptAppMessage({ parent, parentOrigin, allowedOrigins })
  window.addEventListener('message', async (event) => {
    const accepted = accept(event)
    if (accepted.kind === 'dropped') {
      if (accepted.malformed) console.warn('[login frame] dropped a malformed message:', accepted.reason)
      return
    }
    const message = accepted.event
    if (accepted.kind === 'refused') {
      post(`${message.type}_ERROR`, { message: REFUSALS['origin-not-allowed'] }, message.id)
      return
    }
    const { scenario, smartAccountEnabledNetworks = [] } = await frameApi<{
      scenario: string
      smartAccountEnabledNetworks?: number[]
    }>('config')
    if (scenario === 'frame-timeout') return
    const refusal = REFUSALS[scenario as keyof typeof REFUSALS]
    if (refusal) {
      post(`${message.type}_ERROR`, { message: refusal }, message.id)
      return
    }
    context.sessionNotYetValid = scenario === 'session-not-yet-valid'
    context.smartAccounts = {
      enabledNetworks: smartAccountEnabledNetworks,
      fails: scenario === 'smart-account-fails',
    }
    try {
      const payload = await handleAppEvent(message, context)
      post(`${message.type}_SUCCESS`, payload, message.id)
    } catch (error) {
      // A rejection in the consent screen carries EIP-1193's 4001 besides its message.
      const code = (error as { code?: unknown } | null)?.code
      post(
        `${message.type}_ERROR`,
        {
          message: error instanceof Error ? error.message : String(error),
          ...(typeof code === 'number' ? { code } : {}),
        },
        message.id,
      )
    }
  })
  if (config.scenario === 'frame-not-ready') return
  post('READY', { version: VERSION })
}

void main()
