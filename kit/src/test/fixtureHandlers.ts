// Test support: the sandbox's provider stand-ins (fixtures/), answering where a kit test points its services.
import { createHandlers, type SandboxServices, sandboxAccounts } from '@walletkit/fixtures'
import type { HttpHandler } from 'msw'

/** Where the fixtures answer unless a test says otherwise: a made-up origin that msw intercepts. */
const FIXTURE_SERVICES: SandboxServices = {
  blockchainApiUrl: 'http://127.0.0.1:9/blockchain',
  walletDirectoryUrl: 'http://127.0.0.1:9/directory',
  analyticsUrl: 'http://127.0.0.1:9/analytics',
}

/**
 * The fixtures' msw handlers for every provider endpoint of spec 7 (supported chains, identities, balances, history,
 * NFTs, the wallet directory and its images, ...) at the given service URLs, with no local chain behind them, so every
 * answer comes from the JSON fixtures. `scenario` names one of the fixtures' scenarios (`balance-500`, ...), read on
 * every request. Put a test's own handlers before these to answer one endpoint differently.
 * @example
 * setupTestServer(...fixtureHandlers({ blockchainApiUrl: API }))
 */
export function fixtureHandlers(
  services: Partial<SandboxServices> = {},
  scenario: () => string | undefined = () => undefined,
): HttpHandler[] {
  return createHandlers({
    world: { chains: [], accounts: sandboxAccounts, services: { ...FIXTURE_SERVICES, ...services } },
    scenario,
  })
}
