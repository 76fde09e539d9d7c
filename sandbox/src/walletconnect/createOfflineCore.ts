import { Core } from '@walletconnect/core'
import type { CoreTypes } from '@walletconnect/types'

/**
 * A WalletConnect Core whose Verify client answers locally: no attestation iframe in the browser, no
 * verify.walletconnect.org request in Node (stack-facts 4.4, 4.5). Sandbox only; the kit's defaults keep Verify.
 * @example await SignClient.init({ core: createOfflineCore({ projectId, relayUrl }), ... })
 */
export function createOfflineCore(options: CoreTypes.Options): InstanceType<typeof Core> {
  const core = new Core({ telemetryEnabled: false, ...options })
  // Core keeps the process's first core of each storage prefix in a global and hands it to the next `new Core` of
  // that prefix: a test wallet started after a stopped one (a second sandbox in one process) would have got the
  // stopped one's relayer. Each offline core stays its own.
  Reflect.deleteProperty(globalThis, `_walletConnectCore_${options.customStoragePrefix ?? ''}`)
  core.verify.register = async () => ''
  // No attestation: the wallet then reads the request's origin as UNKNOWN, as it does offline.
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  return core
}
