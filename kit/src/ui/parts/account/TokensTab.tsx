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
import { EmptyState } from '../common/EmptyState.js'
import { formatUsdParts } from './formatUsdParts.js'
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
        text={supported ? t('tokensTab.balancesDidNotLoad') : t('tokensTab.noBalancesOnNetwork')}
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
  // The pennies smaller, split at the locale's decimal sign: '$1,234' '.56', '1.234' ',56 $' in German; left to right
  // in any language, as an amount is (in Arabic the two parts would otherwise trade places).
  const { whole, fraction } = formatUsdParts(getTokenBalanceTotal(tokens), t.locale)
  return (
    <div className="wk-stack">
      <p className="wk-total">
        <span className="wk-sr">{t('tokensTab.totalBalance')} </span>
        <bdi dir="ltr">
          {whole}
          <small>{fraction}</small>
        </bdi>
      </p>
      <ul className="wk-rows" aria-label={t('tokensTab.tokens')}>
        {tokens.map((token) => (
          <TokenRow key={`${token.chainId}:${token.address ?? 'native'}`} token={token} />
        ))}
      </ul>
    </div>
  )
}
