import type { Namespace } from '../../config/index.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { fetchBalance } from '../balance/fetchBalance.js'
import type { WalletKit } from '../WalletKit.js'

export type SyncAccountBalanceParameters = {
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
}

/**
 * Loads the account's balances (`fetchBalance`: cached 30 s, "Token Balance Unavailable" and a 30 s block on
 * failure) from the wallet itself where it discovers assets (`readWalletAssets`), else through the blockchain API,
 * then sets the account's own `balance` and `balanceSymbol` from the native token: from that list, else read over
 * RPC (when the API failed, or left it out: it omits zero balances and networks it does not support), a reading kept
 * 30 s (spec 9 "native balance"). Never throws: failures are logged.
 * @example void syncAccountBalance(kit, { namespace: 'eip155' })
 */
export async function syncAccountBalance(
  kit: WalletKit,
  { namespace }: SyncAccountBalanceParameters = {},
): Promise<void> {
  const target = namespace ?? kit.store.getState().activeNamespace
  const adapter = kit.adapters.get(target)
  const readNative = adapter?.getBalance?.bind(adapter)
  const balances = await fetchBalance(kit, {
    namespace: target,
    // A failed API call is reported (spec 8 "Token Balance Unavailable", 30 s retry block); the native figure below
    // is then read over RPC, so the account still shows its balance.
    fetch: async ({ address, network }) => {
      // Loaded when a balance is first read (it brings viem's unit formatting): off the start-up path.
      const { readWalletAssets } = await import('../balance/readWalletAssets.js')
      const fromWallet = await readWalletAssets(kit, { namespace: target, address, network })
      if (fromWallet.length > 0) return fromWallet
      const { balances } = await kit.api.blockchain.getBalances({ address, chainId: network.caipNetworkId })
      return balances
    },
  })

  const account = kit.store.getState().accounts[target]
  const network = kit.store.getState().networks[target]?.caipNetwork
  if (!account?.address || !network) return
  const { address } = account
  const native = balances.find((balance) => !balance.address && balance.chainId === network.caipNetworkId)
  let figure: { balance: string; symbol: string } | undefined = native
    ? { balance: native.quantity.numeric, symbol: native.symbol }
    : undefined
  const nativeKey = `${network.caipNetworkId}:${address}`
  figure ??= kit.caches.nativeBalance.get(nativeKey) as typeof figure
  if (!figure && readNative) {
    try {
      figure = await readNative({ address, network })
      kit.caches.nativeBalance.set(nativeKey, figure)
    } catch (error) {
      kit.logger.warn(`The ${network.name} balance could not be read`, error)
    }
  }
  // The wallet may have moved on while the balance loaded: a figure for another account or chain is dropped.
  const now = kit.store.getState()
  if (
    !figure ||
    now.accounts[target]?.address !== address ||
    now.networks[target]?.caipNetwork?.caipNetworkId !== network.caipNetworkId
  )
    return
  updateAccountData(kit, target, { balance: figure.balance, balanceSymbol: figure.symbol })
}
