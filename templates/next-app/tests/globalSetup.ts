import { fileURLToPath } from 'node:url'
import { startWorld } from '@walletkit/sandbox/testing'
import config from '../walletkit.config.js'

/**
 * Before the tests: this app, served in WalletKit's local world as `walletkit dev` serves it (local chains for
 * walletkit.config.ts's networks, the provider services mocked, a mock wallet in the page), all on 127.0.0.1.
 * The tests reach it with `worldFixtures()`; it stops when they are done.
 */
export default async function globalSetup() {
  const world = await startWorld({ app: { root: fileURLToPath(new URL('..', import.meta.url)), config } })
  return () => world.stop()
}
