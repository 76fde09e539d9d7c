/** Calls the login frame's own server (same origin as the frame). Errors carry the server's message. */
export async function frameApi<Result>(path: string, body?: unknown): Promise<Result> {
  const response = await fetch(`/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const parsed = (await response.json().catch(() => ({}))) as Result & { error?: string }
  if (!response.ok) throw new Error(parsed.error ?? `HTTP ${response.status}`)
  return parsed
}

/** Repeats a long-poll until the server answers something other than `{ pending: true }`. */
export async function frameApiWait<Result>(path: string, body: unknown): Promise<Result> {
  for (;;) {
    const answer = await frameApi<Result & { pending?: boolean }>(path, body)
    if (!answer.pending) return answer
  }
}
