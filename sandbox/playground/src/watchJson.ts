/** How long to wait before reading again after a failed read, or from a server that does not hold reads. */
const RETRY_MS = 1_000

/**
 * Reads the JSON at `url`, then reads it again each time it changes, until the returned function is called: each read
 * after the first passes the last answer's `etag` as `?unless=`, and the sandbox's server holds it until the value
 * differs (a long poll), so an idle page asks nothing and a change shows at once. `onValue` gets each answer,
 * `onError` each failed read (the next comes a second later).
 * @example useEffect(() => watchJson('/__sandbox/walletconnect/state', { onValue: setState, onError }), [])
 */
export function watchJson<Value>(
  url: string,
  { onValue, onError }: { onValue(value: Value): void; onError(error: Error): void },
): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, RETRY_MS)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  void (async () => {
    let version: string | null = null
    while (!signal.aborted) {
      try {
        const target = new URL(url, globalThis.location?.href)
        if (version) target.searchParams.set('unless', version)
        const response = await fetch(target, { cache: 'no-store', signal })
        if (!response.ok)
          throw new Error(
            `${new URL(url, globalThis.location?.href).pathname} answered HTTP ${response.status}`,
          )
        const value = (await response.json()) as Value
        if (signal.aborted) return
        onValue(value)
        version = response.headers.get('etag')
        if (!version) await pause()
      } catch (caught) {
        if (signal.aborted) return
        onError(caught instanceof Error ? caught : new Error(String(caught)))
        await pause()
      }
    }
  })()
  return () => controller.abort()
}
