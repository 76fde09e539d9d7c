import type { Namespace } from '../../config/index.js'
import { isSolanaAddress } from '../../utils/isSolanaAddress.js'
import { parseEvmAddress } from '../../utils/parseEvmAddress.js'

/** Receiver checks per namespace (spec 5; eip155 with viem's strict EIP-55 rule); others need no spaces. */
const receiverChecks: Partial<Record<Namespace, (address: string) => boolean>> = {
  eip155: (address) => parseEvmAddress(address) !== undefined,
  solana: isSolanaAddress,
}

/**
 * Whether `address` (trimmed) is a valid receiver address on `namespace` (spec 5): 40 hex digits with a correct or
 * absent EIP-55 checksum on eip155, 32 to 44 base58 characters on solana, anything without spaces elsewhere.
 * @example isSendReceiverAddress('0x1234', 'eip155') // false
 */
export function isSendReceiverAddress(address: string | undefined, namespace?: Namespace): boolean {
  const text = address?.trim()
  if (!text) return false
  const check = (namespace && receiverChecks[namespace]) ?? ((value: string) => !/\s/.test(value))
  return check(text)
}
