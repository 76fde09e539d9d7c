import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxWorld } from '@walletkit/fixtures'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { checkSandboxRequest } from '../checkSandboxRequest.js'
import { ownOrigins } from '../ownOrigins.js'
import { abortedWhenClosed, waitForChange } from '../waitForChange.js'
import type { CodeCheck, LoginFrameState, SocialRefusal } from './createLoginFrameState.js'
import { fundEmbeddedWallet } from './fundEmbeddedWallet.js'
import { LOGIN_FRAME_SCENARIOS, type LoginFrameScenario } from './LoginFrameScenario.js'

/** How long a waiting request (device approval, Farcaster) is held before the frame asks again. */
const LONG_POLL = 20_000
const POLL_STEP = 150

type Body = Record<string, unknown>
/** A route's answer: its status, its JSON body, and any headers of its own. */
type Answer = [number, unknown] | [number, unknown, Record<string, string>]
/** What a route knows of its request besides the body: the query, and a signal that aborts when the caller leaves. */
type RouteRequest = { query: URLSearchParams; signal: AbortSignal }
type Route = (body: Body, origin: string, request: RouteRequest) => Promise<Answer> | Answer

/** The answer to a wrong or burnt code; the frame shows the message as it is. */
const codeRefusal: Record<Exclude<CodeCheck, 'accepted'>, [number, { error: string }]> = {
  wrong: [400, { error: 'Invalid code' }],
  burnt: [429, { error: 'Too many wrong codes: this code no longer works. Request a new code.' }],
}

/** An S256 code_challenge: the 43 base64url characters of a SHA-256 (RFC 7636 4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/

/** Why the fake provider refuses a social login; the frame shows the message as it is. */
const socialRefusal: Record<SocialRefusal | 'missing-challenge', string> = {
  'missing-challenge':
    'The social login did not start with PKCE (code_challenge with code_challenge_method=S256); try again',
  'unknown-code': 'The social login expired; try again',
  'missing-verifier':
    'The social login cannot be finished here: its PKCE code_verifier is missing; try again',
  'wrong-verifier':
    'The social login cannot be finished here: its PKCE code_verifier does not match; try again',
}

/**
 * The login frame's server side, as Vite middleware under `/api/`: codes to the inbox and their checks (5 wrong
 * attempts burn a code), device approvals, social login codes, Farcaster channels, funding of new embedded wallets on
 * the local chains, the frame's scenario, and whether smart accounts are enabled on the local chains (the frame's
 * GET_SMART_ACCOUNT_ENABLED_NETWORKS; off unless the panel or `POST /api/smart-accounts` turns it on). Only the
 * frame's own pages and `allowedOrigins` (the playground, whose panel reads the inbox) may call it, and POSTs only
 * with JSON; CORS answers name the calling origin, never `*`.
 * @example createServer({ plugins: [loginFrameApiPlugin({ world, state, allowedOrigins: ['http://127.0.0.1:5173'] })] })
 */
export function loginFrameApiPlugin({
  world,
  state,
  allowedOrigins,
}: {
  world: SandboxWorld
  state: LoginFrameState
  /** Origins other than the frame's own that may call it: the playground's. */
  allowedOrigins: readonly string[]
}): Plugin {
  const waitFor = async <Value>(read: () => Value | undefined): Promise<Value | undefined> => {
    const deadline = Date.now() + LONG_POLL
    for (;;) {
      const value = read()
      if (value !== undefined || Date.now() > deadline) return value
      await new Promise((resolve) => setTimeout(resolve, POLL_STEP))
    }
  }
  const text = (body: Body, key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '')
  const routes: Record<string, Route> = {
    'GET /api/config': () => [
      200,
      {
        scenario: state.scenario(),
        chains: world.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
        smartAccountEnabledNetworks:
          state.smartAccounts() || state.scenario() === 'smart-account-fails'
            ? world.chains.map(({ chainId }) => chainId)
            : [],
      },
    ],
    'POST /api/smart-accounts': (body) => {
      if (typeof body.enabled !== 'boolean') return [400, { error: 'enabled must be true or false' }]
      state.setSmartAccounts(body.enabled)
      return [200, { smartAccounts: body.enabled }]
    },
    'POST /api/scenario': (body) => {
      const scenario = text(body, 'scenario') as LoginFrameScenario
      if (!LOGIN_FRAME_SCENARIOS.includes(scenario)) return [400, { error: `Unknown scenario ${scenario}` }]
      state.setScenario(scenario)
      return [200, { scenario }]
    },
    // The panel's long poll: with `?unless=<etag>`, answered once the inbox differs from that version (or after 20 s).
    'GET /api/inbox': async (_body, _origin, { query, signal }) => {
      const inbox = () => ({
        messages: state.inbox(),
        farcaster: state.farcaster(),
        scenario: state.scenario(),
        smartAccounts: state.smartAccounts(),
      })
      const { value, version } = await waitForChange(inbox, query.get('unless'), { signal })
      return [200, value, { etag: version }]
    },
    'POST /api/email': (body) => {
      const email = text(body, 'email')
      if (state.scenario() === 'device-verification' && !state.isDeviceApproved(email)) {
        state.askDeviceApproval(email)
        return [200, { action: 'VERIFY_DEVICE' }]
      }
      state.sendCode(email, 'Your login code')
      return [200, { action: 'VERIFY_OTP' }]
    },
    'POST /api/device/approve': (body) =>
      state.approveDevice(text(body, 'id')) ? [200, { approved: true }] : [404, { error: 'No such message' }],
    'POST /api/device/wait': async (body) => {
      const email = text(body, 'email')
      const approved = await waitFor(() => (state.isDeviceApproved(email) ? true : undefined))
      if (!approved) return [200, { pending: true }]
      state.sendCode(email, 'Your login code')
      return [200, { approved: true }]
    },
    'POST /api/otp': (body) => {
      const check = state.checkCode(text(body, 'email'), text(body, 'otp'))
      return check === 'accepted' ? [200, { ok: true }] : codeRefusal[check]
    },
    'POST /api/update-email': (body) => {
      state.sendCode(text(body, 'current'), 'Confirm your email change')
      return [200, { action: 'VERIFY_PRIMARY_OTP' }]
    },
    'POST /api/update-email/primary': (body) => {
      const check = state.checkCode(text(body, 'current'), text(body, 'otp'))
      if (check !== 'accepted') return codeRefusal[check]
      state.sendCode(text(body, 'email'), 'Confirm your new email')
      return [200, { ok: true }]
    },
    'POST /api/update-email/secondary': (body) => {
      const check = state.checkCode(text(body, 'email'), text(body, 'otp'))
      return check === 'accepted' ? [200, { newEmail: text(body, 'email') }] : codeRefusal[check]
    },
    'POST /api/social/code': (body) => {
      const challenge = text(body, 'code_challenge')
      if (text(body, 'code_challenge_method') !== 'S256' || !S256_CHALLENGE.test(challenge))
        return [400, { error: socialRefusal['missing-challenge'] }]
      return [
        200,
        { code: state.createSocialCode(text(body, 'provider'), text(body, 'userName'), challenge) },
      ]
    },
    'POST /api/social/token': (body) => {
      const found = state.redeemSocialCode(text(body, 'code'), text(body, 'code_verifier'))
      return 'refused' in found ? [400, { error: socialRefusal[found.refused] }] : [200, found]
    },
    'POST /api/farcaster/channel': (_body, origin) => [200, state.openFarcaster(origin)],
    'POST /api/farcaster/approve': (body) =>
      state.approveFarcaster(text(body, 'channel'), text(body, 'userName') || 'alice')
        ? [200, { approved: true }]
        : [404, { error: 'No such channel' }],
    'POST /api/farcaster/wait': async (body) => {
      const channel = text(body, 'channel')
      const userName = await waitFor(
        () => state.farcaster().find((entry) => entry.channel === channel)?.userName,
      )
      return [200, userName ? { userName } : { pending: true }]
    },
    'POST /api/fund': async (body) => [200, await fundEmbeddedWallet(world, text(body, 'address'))],
    'POST /api/reset': () => {
      state.reset()
      return [204, undefined]
    },
  }
  return {
    name: 'walletkit-login-frame-api',
    configureServer: serve,
    configurePreviewServer: serve,
  }

  /** The same `/api/` on the dev server (the frame from source) and the preview server (built pages). */
  function serve(server: ViteDevServer | PreviewServer) {
    server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const path = url.pathname
      if (!path.startsWith('/api/')) return next()
      const [origin = ''] = ownOrigins(server)
      const preflight = request.method === 'OPTIONS'
      // A preflight carries no body: its origin is checked as a read's is.
      const refusal = checkSandboxRequest(
        { method: preflight ? 'GET' : request.method, headers: request.headers },
        [...ownOrigins(server), ...allowedOrigins],
      )
      if (refusal) {
        response.removeHeader('access-control-allow-origin')
        return send(response, refusal.status, { error: refusal.error })
      }
      if (request.headers.origin) {
        response.setHeader('access-control-allow-origin', request.headers.origin)
        response.setHeader('vary', 'origin')
        response.setHeader('access-control-expose-headers', 'etag')
      }
      if (preflight) {
        response.setHeader('access-control-allow-methods', 'GET, POST')
        response.setHeader('access-control-allow-headers', 'content-type')
        return send(response, 204)
      }
      const route = routes[`${request.method} ${path}`]
      if (!route) return send(response, 404, { error: `No route ${request.method} ${path}` })
      const signal = abortedWhenClosed(response)
      void readBody(request)
        .then(
          (body): ReturnType<Route> =>
            body
              ? route(body, origin, { query: url.searchParams, signal })
              : [400, { error: 'The body is not JSON' }],
        )
        .then(([status, body, headers = {}]) => {
          if (signal.aborted) return
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
          send(response, status, body)
        })
        .catch((error: unknown) =>
          send(response, 500, { error: error instanceof Error ? error.message : String(error) }),
        )
    })
  }
}

/** The JSON body as an object (`{}` when empty or not an object); undefined when it is not JSON. */
async function readBody(request: IncomingMessage): Promise<Body | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  if (chunks.length === 0) return {}
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Body) : {}
  } catch {
    return undefined
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.statusCode = status
  response.setHeader('cache-control', 'no-store')
  if (body === undefined) return void response.end()
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}
