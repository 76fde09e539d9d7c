import type { SandboxChain } from '@walletkit/fixtures'
import { type Address, createTestClient, erc20Abi, type Hex, http, publicActions } from 'viem'
import { SandboxError } from '../SandboxError.js'

/** Which chain (and optionally which fixture token, by symbol or address) a balance is read on. */
export type BalanceOfOptions = { chainId: number; token?: string }

/** Snapshot and revert, mining and balances of the world's local chains (anvil), for tests. */
export type ChainControls = {
  /** The native balance (wei) of `address`, or its balance of a fixture token (smallest units) with `token`. */
  balanceOf(address: Address, options: BalanceOfOptions): Promise<bigint>
  /** Mines `blocks` blocks (1 unless given) on every chain. */
  mine(blocks?: number): Promise<void>
  /** Sets the native balance (wei) of `address` on every chain, or on `chainId` alone. */
  setBalance(address: Address, wei: bigint, options?: { chainId?: number }): Promise<void>
  /** Snapshots every chain; the id names the set of them. */
  snapshot(): Promise<string>
  /**
   * Returns every chain to the snapshot `id`. Anvil consumes a snapshot when it reverts to it, so this one snapshots
   * again at once and the same `id` stays valid: revert in each test's `beforeEach` to one snapshot taken once.
   */
  revert(id: string): Promise<void>
}

/**
 * Controls of the world's chains through anvil's RPC (`evm_snapshot`, `evm_revert`, `anvil_mine`, `anvil_setBalance`).
 * @example
 * const chains = createChainControls(world.chains)
 * const start = await chains.snapshot()
 * await chains.revert(start) // every chain as it was; `start` can be reverted to again
 */
export function createChainControls(chains: readonly SandboxChain[]): ChainControls {
  const clients = new Map(
    chains.map((chain) => [
      chain.chainId,
      createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).extend(publicActions),
    ]),
  )
  const clientOf = (chainId: number) => {
    const client = clients.get(chainId)
    if (!client)
      throw new SandboxError(`The world has no chain ${chainId}; it has ${[...clients.keys()].join(', ')}`)
    return client
  }
  // One snapshot per chain, behind one id: the ids anvil gave, in the order of `chains`.
  const snapshots = new Map<string, Hex[]>()
  let nextId = 1
  const snapshotAll = () => Promise.all([...clients.values()].map((client) => client.snapshot()))

  return {
    async balanceOf(address, { chainId, token }) {
      const client = clientOf(chainId)
      if (token === undefined) return client.getBalance({ address })
      const chain = chains.find((candidate) => candidate.chainId === chainId)
      const fixture = chain?.tokens.find(
        (candidate) => candidate.symbol === token || candidate.address.toLowerCase() === token.toLowerCase(),
      )
      if (!fixture && !/^0x[0-9a-fA-F]{40}$/.test(token))
        throw new SandboxError(`Chain ${chainId} has no fixture token "${token}"`)
      const tokenAddress = (fixture?.address ?? token) as Address
      return client.readContract({
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    },
    async mine(blocks = 1) {
      await Promise.all([...clients.values()].map((client) => client.mine({ blocks })))
    },
    async setBalance(address, wei, { chainId } = {}) {
      const targets = chainId === undefined ? [...clients.values()] : [clientOf(chainId)]
      await Promise.all(targets.map((client) => client.setBalance({ address, value: wei })))
    },
    async snapshot() {
      const id = String(nextId++)
      snapshots.set(id, await snapshotAll())
      return id
    },
    async revert(id) {
      const ids = snapshots.get(id)
      if (!ids) throw new SandboxError(`No snapshot "${id}" of the world's chains`)
      await Promise.all(
        [...clients.values()].map((client, index) => client.revert({ id: ids[index] as Hex })),
      )
      snapshots.set(id, await snapshotAll())
    },
  }
}
