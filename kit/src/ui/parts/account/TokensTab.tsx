import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { getTokenBalanceTotal } from '../../../core/balance/getTokenBalanceTotal.js'
import {
  getTokenBalancesStatus,
  loadTokenBalances,
  type TokenBalancesStatus,
} from '../../../core/balance/loadTokenBalances.js'
import { withNativeToken } from '../../../core/balance/withNativeToken.js'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { pushView } from '../../../core/router/pushView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { formatTokenTotal } from '../../../utils/formatTokenTotal.js'
import { ListSkeleton } from './ListSkeleton.js'
import { TokenRow } from './TokenRow.js'

/**
 * The Tokens tab: the account's total in dollars and pennies, then each token with its quantity and value;
 * skeletons while loading, "Token Balance Unavailable" when balances are unsupported or failed (spec 8), and an
 * empty state that offers Receive.
 * @example <TokensTab />
 */
export function TokensTab() {
  const kit = useKit()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace])
  const network = useStore(kit.store, getActiveCaipNetwork)
  const [status, setStatus] = useState<TokenBalancesStatus | 'loading'>(() =>
    account?.tokenBalance.length ? getTokenBalancesStatus(kit, namespace) : 'loading',
  )
  const address = account?.address
  const networkId = network?.caipNetworkId

  useEffect(() => {
    if (!address || !networkId) return
    let live = true
    loadTokenBalances(kit, { namespace }).then((next) => live && setStatus(next))
    return () => {
      live = false
    }
  }, [kit, namespace, address, networkId])

  if (status === 'loading' && !account?.tokenBalance.length) return <ListSkeleton label="Loading tokens" />
  if (status === 'unavailable')
    return (
      <div className="wk-empty" role="alert">
        Token Balance Unavailable
      </div>
    )
  const tokens = withNativeToken(account?.tokenBalance ?? [], { balance: account?.balance, network })
  if (tokens.length === 0)
    return (
      <div className="wk-empty wk-stack">
        <p>No tokens yet</p>
        {kit.options.features.receive ? (
          <button type="button" className="wk-btn" onClick={() => pushView(kit, 'WalletReceive')}>
            Receive funds
          </button>
        ) : null}
      </div>
    )
  const { dollars, pennies } = formatTokenTotal(getTokenBalanceTotal(tokens))
  return (
    <div className="wk-stack">
      <p className="wk-total">
        <span className="wk-sr">Total balance </span>${dollars}
        <small>.{pennies}</small>
      </p>
      <ul className="wk-rows" aria-label="Tokens">
        {tokens.map((token) => (
          <TokenRow key={`${token.chainId}:${token.address ?? 'native'}`} token={token} />
        ))}
      </ul>
    </div>
  )
}
