/**
 * The origins a browser reaches a server on `host:port` by: the address itself and `localhost` on the same port.
 * @example originsOf('127.0.0.1', 5173) // ['http://127.0.0.1:5173', 'http://localhost:5173']
 */
export function originsOf(host: string, port: number): string[] {
  return [`http://${host}:${port}`, `http://localhost:${port}`]
}
