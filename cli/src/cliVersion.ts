import { createRequire } from 'node:module'

/**
 * The version this CLI was released with, read from its own package.json: `walletkit`, `@walletkit/sandbox` and
 * `create-walletkit` are released together at one version, so it is also the kit's a scaffolded app depends on.
 * @example cliVersion() // '0.1.0'
 */
export function cliVersion(): string {
  return (createRequire(import.meta.url)('create-walletkit/package.json') as { version: string }).version
}
