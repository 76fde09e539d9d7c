import { parseEvmAddress } from '../../utils/parseEvmAddress.js'
import type { WalletKit } from '../WalletKit.js'
import { isSendName } from './isSendName.js'

/** A receiver as typed, resolved: the address to send to and the name it came from, if any. */
export type ResolvedSendReceiver = { address: string; name?: string | undefined }

/**
 * Resolves the receiver field: an address (viem's strict EIP-55 check) is kept, checksummed; a name (`alice.wk.eth`) is looked up through the
 * blockchain API's name lookup (GET /v1/profile/account/{name}; its eip155 address, coin type 60), cached 5 min
 * (spec 9). Undefined when it is neither or the name is unknown.
 * @example await resolveSendReceiver(kit, 'alice.wk.eth') // { address: '0xf39F…', name: 'alice.wk.eth' }
 */
export async function resolveSendReceiver(
  kit: WalletKit,
  input: string,
): Promise<ResolvedSendReceiver | undefined> {
  const text = input.trim()
  const typedAddress = parseEvmAddress(text)
  if (typedAddress) return { address: typedAddress }
  if (!isSendName(text) || !kit.options.networkSupport.names.includes('eip155')) return undefined
  const key = `send:${input.trim().toLowerCase()}`
  const cached = kit.caches.name.get(key) as ResolvedSendReceiver | undefined
  if (cached) return cached
  try {
    const profile = await kit.api.blockchain.lookupName({ name: text })
    const found = profile?.addresses['60']?.address
    const address = found ? parseEvmAddress(found) : undefined
    if (!profile || !address) return undefined
    const resolved = { address, name: profile.name || text }
    kit.caches.name.set(key, resolved)
    return resolved
  } catch (error) {
    kit.logger.debug(`The name ${text} did not resolve`, error)
    return undefined
  }
}
