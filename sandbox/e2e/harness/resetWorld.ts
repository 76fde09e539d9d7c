/**
 * Puts the sandbox's chains back to their first state (`POST /__sandbox/reset`), as "Reset world" in the panel does:
 * a test that changes the shared chains calls it after each test, so the files that follow find the world as it was.
 * @example afterEach(() => resetWorld(sandboxUrl()))
 */
export async function resetWorld(sandboxUrl: string): Promise<void> {
  const response = await fetch(new URL('/__sandbox/reset', sandboxUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  })
  if (!response.ok) throw new Error(`The sandbox did not reset its world: HTTP ${response.status}`)
}
