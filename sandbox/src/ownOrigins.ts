import type { AddressInfo } from 'node:net'
import { originsOf } from './originsOf.js'

/**
 * The origins a listening Vite dev server is reached by (its own pages'); none before it listens.
 * @example ownOrigins(server) // ['http://127.0.0.1:5173', 'http://localhost:5173']
 */
export function ownOrigins(server: {
  httpServer: { address(): AddressInfo | string | null } | null
}): string[] {
  const address = server.httpServer?.address()
  return typeof address === 'object' && address ? originsOf(address.address, address.port) : []
}
