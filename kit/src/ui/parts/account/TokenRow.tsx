import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatBalance } from '../../../utils/formatBalance.js'
import { formatUsd } from './formatUsd.js'

/**
 * One token of the Tokens tab: its logo from the directory's token image endpoint, name, price, quantity (3 decimals, spec 5) and value. Names and symbols come
 * from data and are rendered as text only.
 * @example <TokenRow token={balance} />
 */
export function TokenRow({ token }: { token: AccountTokenBalance }) {
  const t = useT()
  const value = token.value ?? token.price * Number(token.quantity.numeric)
  return (
    <li className="wk-token">
      <RemoteImage kind="token" id={token.symbol || undefined} name={token.symbol || token.name} />
      <div className="wk-token-main">
        <span className="wk-token-name">{token.name}</span>
        <span className="wk-token-sub">
          {token.price > 0 ? <bdi dir="ltr">{formatUsd(token.price, t.locale)}</bdi> : '–'}
        </span>
      </div>
      <div className="wk-token-side">
        <span className="wk-token-name">
          {token.price > 0 ? <bdi dir="ltr">{formatUsd(value, t.locale)}</bdi> : ''}
        </span>
        <span className="wk-token-sub">
          <bdi dir="ltr">{formatBalance(token.quantity.numeric, token.symbol, t.locale)}</bdi>
        </span>
      </div>
    </li>
  )
}
