import type { SandboxAccount, SandboxChain } from '@walletkit/fixtures'
import { useEffect, useMemo, useState } from 'react'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'

const POLL_MS = 1_000

type Snapshot = { blockNumber: bigint; balances: Record<string, bigint[]> }

/** One chain's name, live block number and the accounts' native and token balances, polled over its RPC URL. */
export function ChainState({ chain, accounts }: { chain: SandboxChain; accounts: SandboxAccount[] }) {
  const client = useMemo(
    () => createPublicClient({ transport: http(chain.rpcUrl, { batch: true }) }),
    [chain.rpcUrl],
  )
  const [snapshot, setSnapshot] = useState<Snapshot>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let cancelled = false
    const poll = async () => {
      try {
        const [blockNumber, ...balances] = await Promise.all([
          client.getBlockNumber({ cacheTime: 0 }),
          ...accounts.map((account) =>
            Promise.all([
              client.getBalance({ address: account.address }),
              ...chain.tokens.map((token) =>
                client.readContract({
                  address: token.address,
                  abi: erc20Abi,
                  functionName: 'balanceOf',
                  args: [account.address],
                }),
              ),
            ]),
          ),
        ])
        const byAccount = Object.fromEntries(
          accounts.map((account, index) => [account.address, balances[index] ?? []]),
        )
        if (!cancelled) {
          setSnapshot({ blockNumber, balances: byAccount })
          setError(undefined)
        }
      } catch (reason) {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason))
      }
    }
    void poll()
    const timer = setInterval(poll, POLL_MS)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [client, chain.tokens, accounts])

  const units = [{ symbol: chain.nativeSymbol, decimals: 18 }, ...chain.tokens]
  return (
    <section aria-label={chain.name}>
      <h2>{chain.name}</h2>
      <p>
        Chain {chain.chainId} at <code>{chain.rpcUrl}</code>, block{' '}
        <output aria-label={`${chain.name} block number`}>
          {snapshot ? String(snapshot.blockNumber) : '…'}
        </output>
      </p>
      {error && <p role="alert">{error}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Address</th>
            {units.map((unit) => (
              <th scope="col" key={unit.symbol}>
                {unit.symbol}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.address}>
              <th scope="row">{account.label}</th>
              <td>
                <code>{account.address}</code>
              </td>
              {units.map((unit, index) => {
                const balance = snapshot?.balances[account.address]?.[index]
                return (
                  <td key={unit.symbol} className="amount">
                    {balance === undefined ? '…' : formatAmount(balance, unit.decimals)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function formatAmount(value: bigint, decimals: number): string {
  return Number(formatUnits(value, decimals)).toLocaleString('en-US', { maximumFractionDigits: 4 })
}
