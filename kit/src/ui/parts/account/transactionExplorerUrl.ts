import type { CaipNetwork } from '../../../config/index.js'
import { isHttpsUrl } from '../../../primitives/components/isSafeImageUrl.js'
import { isTransactionHash } from '../../../utils/isTransactionHash.js'

/**
 * The explorer page of a transaction on its network (`{explorer}/tx/{hash}`); undefined without an https explorer
 * or a valid hash, so data cannot put another scheme or a path into the link.
 * @example transactionExplorerUrl(mainnet, '0xabc…') // 'https://etherscan.io/tx/0xabc…'
 */
export function transactionExplorerUrl(
  network: CaipNetwork | undefined,
  hash: string | undefined,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!isHttpsUrl(base) || !hash || !isTransactionHash(hash)) return undefined
  return `${base.replace(/\/+$/, '')}/tx/${hash}`
}
