import type { z } from 'zod'
import { HTTP_STATUS_FORBIDDEN, TIMINGS } from '../config/constants.js'
import { HttpStatusError } from '../errors/HttpStatusError.js'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { NetworkRequestError } from '../errors/NetworkRequestError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { RequestTimeoutError } from '../errors/RequestTimeoutError.js'
import { WalletKitError } from '../errors/WalletKitError.js'
import { parseResponseBody } from './parseResponseBody.js'

/** Query values; `undefined` ones are left out of the URL. */
export type HttpQuery = Record<string, string | number | boolean | undefined>

/** What every GET tells the provider about the kit (spec 7: st, sv, projectId, and clientId when set). */
export type HttpClientQuery = { st: string; sv: string; projectId: string; clientId?: string | undefined }

/** The options of createHttpClient. */
export type CreateHttpClientParameters = {
  baseUrl: string
  /** Defaults to the global fetch, looked up at call time (so msw or a polyfill installed later is used). */
  fetch?: typeof globalThis.fetch | undefined
  /** The query added to every GET; a function is read on each call (the clientId arrives after start-up). */
  query: HttpClientQuery | (() => HttpClientQuery)
  /** Defaults to TIMINGS.rpcTimeout (10 s). */
  timeoutMs?: number | undefined
  /** Spec 7: calls that have an `empty` value return it, without a request, while this says false (or throws). */
  isNetworkSupported?: (() => boolean | Promise<boolean>) | undefined
}

type RequestParameters = { path: string; query?: HttpQuery | undefined; signal?: AbortSignal | undefined }
type ParsedParameters<Schema extends z.core.$ZodType, Empty> = RequestParameters & {
  schema: Schema
  /** Returned without a request while the active network is unsupported. Without it the call always runs. */
  empty?: Empty
}

/** What a GET takes: path, query, the schema of its answer, an optional empty default and signal. */
export type HttpGetParameters<Schema extends z.core.$ZodType, Empty> = ParsedParameters<Schema, Empty>
/** What a POST takes: a GET's parameters plus a JSON body. */
export type HttpPostParameters<Schema extends z.core.$ZodType, Empty> = ParsedParameters<Schema, Empty> & {
  body?: unknown
}
/** What a body-less-answer POST takes: path, query, JSON body, optional empty default and signal. */
export type HttpSendParameters<Empty> = RequestParameters & {
  body?: unknown
  /** Returned without a request while the active network is unsupported. Without it the call always runs. */
  empty?: Empty
}

/** A JSON-over-HTTP client whose every failure is a typed WalletKitError. */
export type HttpClient = {
  /** GET with the default query; the JSON body is parsed with `schema`. */
  get<Schema extends z.core.$ZodType, Empty = z.output<Schema>>(
    parameters: HttpGetParameters<Schema, Empty>,
  ): Promise<z.output<Schema> | Empty>
  /** POST a JSON body with only the given query; the JSON answer is parsed with `schema`. */
  post<Schema extends z.core.$ZodType, Empty = z.output<Schema>>(
    parameters: HttpPostParameters<Schema, Empty>,
  ): Promise<z.output<Schema> | Empty>
  /** POST a JSON body and ignore the answer's body (endpoints that answer 202 or 204); resolves `undefined` once sent. */
  send<Empty = undefined>(parameters: HttpSendParameters<Empty>): Promise<undefined | Empty>
  /** GET a binary body (an image) with the default query. */
  getBlob(parameters: RequestParameters): Promise<Blob>
}

/**
 * Creates the HTTP client the provider clients share: default query, time-out, abort, status and schema checks.
 * @example
 * const http = createHttpClient({ baseUrl: 'https://rpc.example', query: { st: 'walletkit', sv: '0.1.0', projectId } })
 * const chains = await http.get({ path: '/v1/supported-chains', schema: supportedChainsSchema })
 */
export function createHttpClient(parameters: CreateHttpClientParameters): HttpClient {
  const { baseUrl, fetch, query, timeoutMs = TIMINGS.rpcTimeout, isNetworkSupported } = parameters
  const fetchFn: typeof globalThis.fetch = fetch ?? ((input, init) => globalThis.fetch(input, init))
  const root = baseUrl.replace(/\/+$/, '')

  const defaultQuery = (): HttpQuery => {
    const { st, sv, projectId, clientId } = typeof query === 'function' ? query() : query
    return { st, sv, projectId, clientId: clientId || undefined }
  }

  const skipped = (parameters: { empty?: unknown }) => isSkipped(parameters, isNetworkSupported)

  async function request<Result>(
    { path, query: requestQuery = {}, signal }: RequestParameters,
    init: { method: 'GET' | 'POST'; body?: unknown; withDefaultQuery: boolean },
    read: (response: Response, endpoint: string) => Promise<Result>,
  ): Promise<Result> {
    const endpoint = `/${path.replace(/^\/+/, '')}`
    if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forwardAbort = () => controller.abort()
    signal?.addEventListener('abort', forwardAbort, { once: true })
    let url = `${root}${endpoint}`
    try {
      url = buildUrl(
        url,
        init.withDefaultQuery ? { ...defaultQuery(), ...defined(requestQuery) } : requestQuery,
      )
      const response = await fetchFn(url, {
        method: init.method,
        signal: controller.signal,
        ...jsonBody(init.body),
      })
      if (!response.ok)
        throw new HttpStatusError({ status: response.status, url, body: await errorBody(response) })
      return await read(response, endpoint)
    } catch (error) {
      throw toRequestError(error, { timedOut, aborted: signal?.aborted === true, endpoint, timeoutMs, url })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', forwardAbort)
    }
  }

  return {
    async get(parameters) {
      if (await skipped(parameters)) return parameters.empty as never
      return request(parameters, { method: 'GET', withDefaultQuery: true }, readJson(parameters.schema))
    },
    async post(parameters) {
      if (await skipped(parameters)) return parameters.empty as never
      const init = { method: 'POST', body: parameters.body, withDefaultQuery: false } as const
      return request(parameters, init, readJson(parameters.schema))
    },
    async send(parameters) {
      if (await skipped(parameters)) return parameters.empty
      const init = { method: 'POST', body: parameters.body, withDefaultQuery: false } as const
      return request(parameters, init, async (response) => {
        await response.arrayBuffer() // drained, not read: these endpoints answer 202 or 204
        return undefined
      })
    },
    getBlob(parameters) {
      return request(parameters, { method: 'GET', withDefaultQuery: true }, async (response, endpoint) => {
        const blob = await response.blob()
        if (blob.size === 0) throw new InvalidResponseError({ endpoint, details: 'The body is empty' })
        return blob
      })
    },
  }
}

/** Spec 7: a call with an `empty` value skips the request while the network is unsupported (or the check throws). */
async function isSkipped(
  parameters: { empty?: unknown },
  isNetworkSupported: (() => boolean | Promise<boolean>) | undefined,
): Promise<boolean> {
  if (!('empty' in parameters) || !isNetworkSupported) return false
  try {
    return !(await isNetworkSupported())
  } catch {
    return true // a check that fails counts as unsupported, as the provider's own client does
  }
}

/** A failed request as a typed error: kit errors pass through; else time-out, abort or network failure. */
function toRequestError(
  error: unknown,
  { timedOut, aborted, endpoint, timeoutMs, url }: RequestFailure,
): WalletKitError {
  if (error instanceof WalletKitError) return error
  if (timedOut)
    return new RequestTimeoutError({ details: `${endpoint} took longer than ${timeoutMs} ms`, cause: error })
  if (aborted) return new RequestAbortedError({ cause: error })
  return new NetworkRequestError({ url, cause: error })
}

type RequestFailure = {
  timedOut: boolean
  aborted: boolean
  endpoint: string
  timeoutMs: number
  url: string
}

/** The body of a 403, whose text names the configuration problem (spec 8), cut short; other bodies are dropped. */
async function errorBody(response: Response): Promise<string | undefined> {
  if (response.status !== HTTP_STATUS_FORBIDDEN) {
    response.body?.cancel().catch(() => undefined)
    return undefined
  }
  const text = await response.text().catch(() => '')
  return text.slice(0, ERROR_BODY_LIMIT)
}

/** How much of a 403's body is kept. */
const ERROR_BODY_LIMIT = 2_000

/** A JSON request body and its content type, or nothing for a request without one. */
function jsonBody(body: unknown): RequestInit {
  return body === undefined
    ? {}
    : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
}

/** Reads a JSON answer and parses it with `schema`. */
const readJson =
  <Schema extends z.core.$ZodType>(schema: Schema) =>
  async (response: Response, endpoint: string): Promise<z.output<Schema>> =>
    parseResponseBody({ endpoint, text: await response.text(), schema })

function defined(query: HttpQuery): HttpQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}

function buildUrl(base: string, query: HttpQuery): string {
  const url = new URL(base)
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value))
  return url.toString()
}
