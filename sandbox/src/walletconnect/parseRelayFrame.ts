/** A JSON-RPC frame a relay client sent, with its id exactly as written. */
export type RelayFrame = {
  /** The id token as it appeared (`"1795…"` or `1795…`): 19-digit ids exceed 2^53, so they are echoed as text. */
  rawId: string
  method: string | undefined
  params: unknown
}

/**
 * Parses one frame from a relay client, keeping the id's exact text; undefined for anything that is not a JSON
 * object with an id.
 * @example parseRelayFrame('{"id":1795329342925001234,"jsonrpc":"2.0","method":"irn_subscribe"}')?.rawId // '1795329342925001234'
 */
export function parseRelayFrame(text: string): RelayFrame | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof body !== 'object' || body === null || !('id' in body)) return undefined
  const rawId = topLevelIdToken(text) ?? JSON.stringify(body.id)
  const { method, params } = body as { method?: unknown; params?: unknown }
  return { rawId, method: typeof method === 'string' ? method : undefined, params }
}

/** The text of the top-level `"id"` value: a scan that skips strings and nested objects. */
function topLevelIdToken(text: string): string | undefined {
  let depth = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '"') {
      const end = endOfString(text, index)
      if (depth === 1 && text.slice(index, end + 1) === '"id"') {
        const value = /^\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/.exec(text.slice(end + 1))
        if (value) return value[1]
      }
      index = end
    } else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
  }
  return undefined
}

function endOfString(text: string, start: number): number {
  let index = start + 1
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
  return index
}
