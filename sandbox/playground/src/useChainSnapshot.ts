import type { SandboxAccount, SandboxChain } from '@walletkit/fixtures'
import { useEffect, useMemo, useState } from 'react'
import { createPublicClient, erc20Abi, http } from 'viem'

const POLL_MS = 1_000
/** Balances are read again when the block moves, and at least this often (a faucet can change them without a block). */
const BALANCES_EVERY = 5

/** A chain's block number and, per account address, its native balance followed by each token's. */
export type ChainSnapshot = { blockNumber: bigint; balances: Record<string, bigint[]> }

/**
 * Polls a local chain's block number over its RPC URL every second, and reads the accounts' native and token
 * balances (one batched request) when it moves, or every fifth poll: a quiet chain costs the page one small request a
 * second. Keeps the last snapshot while a poll fails, and reports the failure.
 * @example const { snapshot, error } = useChainSnapshot(chain, world.accounts)
 */
export function useChainSnapshot(
  chain: SandboxChain,
  accounts: readonly SandboxAccount[],
): { snapshot: ChainSnapshot | undefined; error: string | undefined } {
  const client = useMemo(
    () => createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }) }),
    [chain.rpcUrl],
  )
  const [snapshot, setSnapshot] = useState<ChainSnapshot>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let last: { blockNumber: bigint; polls: number } | undefined
    const poll = async () => {
      try {
        if (last && last.polls < BALANCES_EVERY) {
          const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
          if (cancelled) return
          if (blockNumber === last.blockNumber) {
            last.polls += 1
            setError(undefined)
            return
          }
        }
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
        if (cancelled) return
        const byAccount = Object.fromEntries(
          accounts.map((account, index) => [account.address, balances[index] ?? []]),
        )
        setSnapshot({ blockNumber, balances: byAccount })
        setError(undefined)
        last = { blockNumber, polls: 1 }
      } catch (reason) {
        if (!cancelled) setError(reason instanceof Error ? reason.message.split('\n')[0] : String(reason))
      } finally {
        // The next poll waits for this one, so a slow chain is never asked twice at once.
        if (!cancelled) timer = setTimeout(poll, POLL_MS)
      }
    }
    void poll()
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [client, chain.tokens, accounts])

  return { snapshot, error }
}
