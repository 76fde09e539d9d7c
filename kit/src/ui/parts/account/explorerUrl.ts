import type { CaipNetwork } from '../../../config/index.js'
import { isHttpsUrl } from '../../../primitives/components/isSafeImageUrl.js'

/**
 * The explorer page of an address: the account's own explorer URL, else the network's explorer; https only, so
 * data cannot put another scheme into a link.
 * @example explorerUrl({ address, network }) // 'https://etherscan.io/address/0x…'
 */
export function explorerUrl({
  address,
  accountExplorerUrl,
  network,
}: {
  address: string
  accountExplorerUrl?: string | undefined
  network?: CaipNetwork | undefined
}): string | undefined {
  if (isHttpsUrl(accountExplorerUrl)) return accountExplorerUrl
  const base = network?.blockExplorers?.default.url
  if (!isHttpsUrl(base)) return undefined
  return `${base.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`
}
