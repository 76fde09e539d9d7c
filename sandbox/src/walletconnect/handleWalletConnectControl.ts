import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkSandboxRequest } from '../checkSandboxRequest.js'
import { abortedWhenClosed, waitForChange } from '../waitForChange.js'
import type { TestWallet } from './startTestWallet.js'

type Action = (body: Record<string, unknown>) => Promise<unknown> | unknown

/** The path every control of the test wallet lives under. */
export const WALLET_CONNECT_CONTROL_PATH = '/__sandbox/walletconnect/'

/**
 * Answers one request for the test wallet's controls, if it is one (true when handled):
 * `GET /__sandbox/walletconnect/state` answers its snapshot, with its version as `etag` (given `?unless=<etag>`, once
 * the snapshot differs from that one, or after 20 s: the panel's long poll); `POST .../pair {uri}`, `.../approve {id}`,
 * `.../reject {id}`, `.../auto-approve {on}`, `.../disconnect` and `.../world {chains, accounts}` act and answer the new snapshot.
 * No browser page may call it (403), only the playground's proxy and the sandbox itself; POSTs only with JSON (415).
 * @example createServer((request, response) => handleWalletConnectControl(wallet, request, response) || notFound(response))
 */
export function handleWalletConnectControl(
  wallet: TestWallet,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const match = /^\/__sandbox\/walletconnect\/([a-z-]+)$/.exec(url.pathname)
  if (!match) return false
  const refusal = checkSandboxRequest(request, [])
  if (refusal) {
    send(response, refusal.status, { error: refusal.error })
    return true
  }
  const actions: Record<string, Action> = {
    pair: ({ uri }) => wallet.pair(String(uri)),
    approve: ({ id }) => wallet.approve(Number(id)),
    reject: ({ id }) => wallet.reject(Number(id)),
    'auto-approve': ({ on }) => wallet.setAutoApprove(on === true),
    disconnect: () => wallet.disconnectAll(),
    world: (body) => wallet.setWorld(body as unknown as Parameters<TestWallet['setWorld']>[0]),
  }
  const name = match[1] as string
  if (name === 'state' && request.method === 'GET') {
    const signal = abortedWhenClosed(response)
    void waitForChange(() => wallet.snapshot(), url.searchParams.get('unless'), { signal }).then(
      ({ value, version }) => {
        if (signal.aborted) return
        response.setHeader('etag', version)
        send(response, 200, value)
      },
    )
    return true
  }
  const action = actions[name]
  if (!action) send(response, 404, { error: `No WalletConnect control "${name}"` })
  else if (request.method !== 'POST') {
    response.setHeader('allow', 'POST')
    send(response, 405, { error: 'Use POST' })
  } else
    void readJson(request)
      .then(async (body) => {
        await action(body)
        send(response, 200, wallet.snapshot())
      })
      .catch((error: unknown) =>
        send(response, 400, { error: error instanceof Error ? error.message : String(error) }),
      )
  return true
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += chunk
  if (!text.trim()) return {}
  const body: unknown = JSON.parse(text)
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('cache-control', 'no-store')
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}
