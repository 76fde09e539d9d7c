import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { jsonRpcBatchResponseSchema, jsonRpcResponseSchema } from './jsonRpcResponseSchema.js'
import { parseResponseBody } from './parseResponseBody.js'

/** Methods whose result is a hex quantity; a node answering anything else is broken, not merely unlucky. */
const QUANTITY_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_chainId',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_estimateGas',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
])
const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

/**
 * Wraps fetch for a viem http transport so that every successful JSON-RPC answer is checked with zod before viem
 * reads it (DESIGN "validated edges"): the envelope, one answer per request id, and a hex result for quantity
 * methods. A bad answer throws InvalidResponseError, which viem reports as an HttpRequestError caused by it, and
 * which moves the fallback on to the next RPC URL.
 * @example
 * http(url, { fetchFn: createJsonRpcFetch() })
 */
export function createJsonRpcFetch(fetch?: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await (fetch ?? globalThis.fetch)(input, init)
    if (!response.ok) return response
    const text = await response.text()
    checkAnswer({ endpoint: String(input), requestBody: init?.body, text })
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

function checkAnswer({
  endpoint,
  requestBody,
  text,
}: {
  endpoint: string
  requestBody: unknown
  text: string
}): void {
  const requests = readRequests(requestBody)
  const batch = Array.isArray(requests)
  const answers = batch
    ? parseResponseBody({ endpoint, text, schema: jsonRpcBatchResponseSchema })
    : [parseResponseBody({ endpoint, text, schema: jsonRpcResponseSchema })]
  const methods = new Map(
    (batch ? requests : requests ? [requests] : []).map((request) => [request.id, request.method]),
  )
  if (methods.size === 0) return

  const invalid = (details: string) => new InvalidResponseError({ endpoint, details })
  for (const answer of answers) {
    if (!methods.has(answer.id)) throw invalid(`Answers request ${String(answer.id)}, which was not sent`)
    const method = methods.get(answer.id)
    if (
      'result' in answer &&
      QUANTITY_METHODS.has(String(method)) &&
      !HEX_QUANTITY.test(String(answer.result))
    )
      throw invalid(`${method} answered ${JSON.stringify(answer.result)}, not a hex quantity`)
  }
  const answered = new Set(answers.map((answer) => answer.id))
  for (const id of methods.keys())
    if (!answered.has(id)) throw invalid(`Leaves request ${String(id)} unanswered`)
}

type SentRequest = { id: string | number | null; method: unknown }

/** The requests viem sent (its own JSON body); anything unreadable means nothing to match answers against. */
function readRequests(body: unknown): SentRequest | SentRequest[] | undefined {
  if (typeof body !== 'string') return undefined
  try {
    return JSON.parse(body) as SentRequest | SentRequest[]
  } catch {
    return undefined
  }
}
