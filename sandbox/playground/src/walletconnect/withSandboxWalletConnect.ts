import type { SandboxWorld } from '@walletkit/fixtures'
import type { WalletConnectCoreOptions, WalletKit } from 'walletkit'
import { addWalletConnect } from 'walletkit'

/**
 * Gives the host kit WalletConnect through the sandbox's relay, with a Core whose Verify client answers locally
 * (no attestation iframe, no request off the machine) and telemetry off. `?wcPairingExpiry=ms` shortens the 4 min
 * pairing expiry, for the expiry e2e.
 * @example const kit = withSandboxWalletConnect(createWalletKit(options, dependencies), world)
 */
export function withSandboxWalletConnect(
  kit: WalletKit,
  world: SandboxWorld,
  href = window.location.href,
): WalletKit {
  if (!world.services.relayUrl) return kit
  const expiry = Number(new URL(href).searchParams.get('wcPairingExpiry'))
  addWalletConnect(kit, {
    telemetryEnabled: false,
    pairingExpiry: expiry > 0 ? expiry : undefined,
    createCore: createOfflineCore,
  })
  return kit
}

async function createOfflineCore(options: WalletConnectCoreOptions) {
  const { Core } = await import('@walletconnect/core')
  const core = new Core({ ...options, logger: 'error' })
  core.verify.register = async () => ''
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  return core
}
