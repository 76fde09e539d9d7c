import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { getTokenBalanceTotal } from '../../../core/balance/getTokenBalanceTotal.js'
import {
  getTokenBalancesStatus,
  loadTokenBalances,
  type TokenBalancesStatus,
} from '../../../core/balance/loadTokenBalances.js'
import { retryTokenBalances } from '../../../core/balance/retryTokenBalances.js'
import { withNativeToken } from '../../../core/balance/withNativeToken.js'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatTokenTotal } from '../../../utils/formatTokenTotal.js'
import { EmptyState } from '../common/EmptyState.js'
import { ListSkeleton } from './ListSkeleton.js'
import { receiveAction } from './receiveAction.js'
import { TokenRow } from './TokenRow.js'

/**
 * The Tokens tab: the account's total in dollars and pennies, then each token with its quantity and value;
 * skeletons while loading, "Token Balance Unavailable" when balances are unsupported or failed (spec 8), and an
 * empty state that offers Receive.
 * @example <TokensTab />
 */
export function TokensTab() {
  const t = useT()
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

  if (status === 'loading' && !account?.tokenBalance.length)
    return <ListSkeleton label={t('tokensTab.loadingTokens')} />
  if (status === 'unavailable') {
    const supported = kit.options.networkSupport.balance.includes(namespace)
    return (
      <EmptyState
        icon="coins"
        tone="error"
        title={t('tokensTab.tokenBalanceUnavailable')}
        text={
          supported
            ? 'The balances did not load. Your funds are not affected.'
            : 'This network has no balances.'
        }
        action={
          supported
            ? {
                label: t('common.retry'),
                onClick: () => {
                  setStatus('loading')
                  void retryTokenBalances(kit, { namespace }).then(setStatus)
                },
              }
            : undefined
        }
      />
    )
  }
  const tokens = withNativeToken(account?.tokenBalance ?? [], { balance: account?.balance, network })
  if (tokens.length === 0)
    return (
      <EmptyState
        icon="coins"
        title={t('tokensTab.noTokensYet')}
        text={t('tokensTab.tokensYouHoldOn')}
        action={receiveAction(kit, t('common.receiveFunds'))}
      />
    )
  const { dollars, pennies } = formatTokenTotal(getTokenBalanceTotal(tokens))
  return (
    <div className="wk-stack">
      <p className="wk-total">
        <span className="wk-sr">{t('tokensTab.totalBalance')} </span>${dollars}
        <small>.{pennies}</small>
      </p>
      <ul className="wk-rows" aria-label={t('tokensTab.tokens')}>
        {tokens.map((token) => (
          <TokenRow key={`${token.chainId}:${token.address ?? 'native'}`} token={token} />
        ))}
      </ul>
    </div>
  )
}
