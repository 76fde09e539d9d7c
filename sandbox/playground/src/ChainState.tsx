import type { SandboxAccount, SandboxChain } from '@walletkit/fixtures'
import { formatUnits } from 'viem'
import { formatAddress } from 'walletkit'
import { useChainSnapshot } from './useChainSnapshot.js'

/** One chain: its name, live block number and each account's native and token balances. */
export function ChainState({
  chain,
  accounts,
}: {
  chain: SandboxChain
  accounts: readonly SandboxAccount[]
}) {
  const { snapshot, error } = useChainSnapshot(chain, accounts)
  const units = [{ symbol: chain.nativeSymbol, decimals: 18 }, ...chain.tokens]
  return (
    <article className="chain" aria-label={chain.name}>
      <header className="chain-head">
        <h4>{chain.name}</h4>
        <span className="muted mono">id {chain.chainId}</span>
        <span className="block">
          <span className={`live-dot ${error ? 'off' : ''}`} aria-hidden="true" />
          block{' '}
          <output className="mono" aria-label={`${chain.name} block number`}>
            {snapshot ? String(snapshot.blockNumber) : '…'}
          </output>
        </span>
      </header>
      {error && (
        <p role="alert" className="notice danger">
          {error}
        </p>
      )}
      <table className="balances">
        <thead>
          <tr>
            <th scope="col">Account</th>
            {units.map((unit) => (
              <th scope="col" key={unit.symbol} className="amount">
                {unit.symbol}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.address}>
              <th scope="row">
                <span className="account-label">{account.label}</span>
                <code className="account-address" title={account.address}>
                  {formatAddress(account.address)}
                </code>
              </th>
              {units.map((unit, index) => {
                const balance = snapshot?.balances[account.address]?.[index]
                return (
                  <td key={unit.symbol} className="amount mono">
                    {balance === undefined ? '…' : formatAmount(balance, unit.decimals)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  )
}

function formatAmount(value: bigint, decimals: number): string {
  return Number(formatUnits(value, decimals)).toLocaleString('en-US', { maximumFractionDigits: 4 })
}
