import type { WalletKit } from '../WalletKit.js'

/**
 * The history endpoint's `onramp` value that lists the purchases made through the onramp (spec 7 history row
 * parameter `onramp`; the peer, AppKit, asks with its provider's name, 'coinbase').
 */
const ONRAMP_HISTORY_PROVIDER = 'coinbase'

/**
 * The ids of the account's newest onramp purchases on a chain: the first page of
 * GET /v1/account/{account}/history?onramp=coinbase. A failure gives no ids, so Activity still shows its rows.
 * @example const bought = await fetchOnrampPurchaseIds(kit, { account, chainId: 'eip155:1' })
 */
export async function fetchOnrampPurchaseIds(
  kit: Pick<WalletKit, 'api' | 'logger'>,
  { account, chainId }: { account: string; chainId: string | undefined },
): Promise<Set<string>> {
  try {
    const page = await kit.api.blockchain.getTransactions({
      account,
      chainId,
      onramp: ONRAMP_HISTORY_PROVIDER,
    })
    return new Set(page.data.map((transaction) => transaction.id))
  } catch (error) {
    kit.logger.warn('Onramp purchases could not be listed', error)
    return new Set()
  }
}
