/**
 * The login-frame time-out the page's URL asks for (`?authTimeout=2000`, in milliseconds), so the frame time-out
 * scenario can be seen without waiting the spec's 30 s; undefined (the kit's 30 s) otherwise.
 * @example readAuthTimeout('http://127.0.0.1:5173/?authTimeout=2000') // 2000
 */
export function readAuthTimeout(href: string): number | undefined {
  const value = Number(new URL(href).searchParams.get('authTimeout'))
  return Number.isInteger(value) && value > 0 ? value : undefined
}
