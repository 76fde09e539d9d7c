import { createHash } from 'node:crypto'

/** How long a read that waits for a change is held before it is answered unchanged. */
export const CHANGE_WAIT_MS = 20_000
/** How often the held read looks again. */
const STEP_MS = 100

/**
 * A JSON value's version, sent as the answer's `etag`: the same JSON, the same version.
 * @example versionOf({ messages: [] }) // 'jK3…' (16 base64url characters)
 */
export function versionOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16)
}

/**
 * Reads `read()` until its version differs from `known` (a reader's last `etag`), looking every 100 ms, for at most
 * `timeoutMs` or until `signal` aborts (the reader went away); resolves with the last value read and its version.
 * This is how the panel's views of the sandbox (the test wallet, the login frame's inbox) stay current without asking
 * every few hundred milliseconds: a page that asks with `?unless=<etag>` is answered as soon as something changes and
 * costs nothing meanwhile. Without `known` it answers at once.
 * @example const { value, version } = await waitForChange(() => wallet.snapshot(), url.searchParams.get('unless'))
 */
export async function waitForChange<Value>(
  read: () => Value,
  known: string | null | undefined,
  { timeoutMs = CHANGE_WAIT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<{ value: Value; version: string }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    const version = versionOf(value)
    if (!known || version !== known || Date.now() >= deadline || signal?.aborted) return { value, version }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS))
  }
}

/**
 * An AbortSignal that aborts when `response`'s connection closes before it was answered: the reader went away.
 * @example waitForChange(read, known, { signal: abortedWhenClosed(response) })
 */
export function abortedWhenClosed(response: {
  on(event: 'close', listener: () => void): unknown
}): AbortSignal {
  const controller = new AbortController()
  response.on('close', () => controller.abort())
  return controller.signal
}
