import type { IncomingMessage } from 'node:http'

/** Why a request to one of the sandbox's own endpoints is refused: the HTTP status and a JSON body's message. */
export type SandboxRequestRefusal = { status: 403 | 415; error: string }

/**
 * Decides whether a browser page may call one of the sandbox's endpoints (the login frame's `/api/*`, the playground's
 * `/__sandbox/*`, the test wallet's controls); undefined when it may. A request naming an `Origin` must name one of
 * `allowedOrigins`. Without one, a browser still tells where the request comes from (`Sec-Fetch-Site`): only a
 * same-origin request passes, or, to read, a visit the visitor typed. A request with neither header is no browser's
 * (a test, the e2e harness, the sandbox's own processes) and passes. A POST must carry JSON: an HTML form cannot send
 * `application/json`, and a script on another site cannot send it without a CORS preflight the sandbox refuses.
 * @example const refusal = checkSandboxRequest(request, ['http://127.0.0.1:5173']); if (refusal) send(response, refusal.status, refusal)
 */
export function checkSandboxRequest(
  request: Pick<IncomingMessage, 'method' | 'headers'>,
  allowedOrigins: readonly string[],
): SandboxRequestRefusal | undefined {
  const { origin } = request.headers
  const site = request.headers['sec-fetch-site']
  const reads = request.method === 'GET' || request.method === 'HEAD'
  if (origin !== undefined && !allowedOrigins.includes(origin))
    return { status: 403, error: `The origin ${origin} may not call the sandbox` }
  if (origin === undefined && site !== undefined && site !== 'same-origin' && !(reads && site === 'none'))
    return { status: 403, error: `A ${site} request without an origin may not call the sandbox` }
  if (request.method === 'POST' && mediaType(request.headers['content-type']) !== 'application/json')
    return { status: 415, error: 'The sandbox takes JSON: send Content-Type: application/json' }
  return undefined
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}
