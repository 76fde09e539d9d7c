import { sandboxAccounts } from '@walletkit/fixtures'
import { type LocalChain, startLocalChain } from '@walletkit/fixtures/node'
import { createPublicClient, createWalletClient, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ChainControls, createChainControls } from './createChainControls.js'

const [alice, bob] = sandboxAccounts as [(typeof sandboxAccounts)[number], (typeof sandboxAccounts)[number]]

describe('createChainControls', () => {
  let local: LocalChain
  let chains: ChainControls
  let start: string
  const sendFromAlice = async (value: bigint) => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(alice.privateKey),
      transport: http(local.chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: bob.address, value, chain: null })
    await createPublicClient({ transport: http(local.chain.rpcUrl) }).waitForTransactionReceipt({ hash })
  }

  beforeAll(async () => {
    local = await startLocalChain({ chainId: 8453, name: 'Base (local)', nativeSymbol: 'ETH' })
    chains = createChainControls([local.chain])
    start = await chains.snapshot()
  }, 30_000)
  afterAll(() => local?.stop())

  describe('two tests that each send a transaction, reverted to one snapshot before each', () => {
    const startingBalances: bigint[] = []
    beforeEach(() => chains.revert(start))

    for (const name of ['the first test', 'the second test'])
      it(`${name} sees the same starting balance`, async () => {
        const before = await chains.balanceOf(bob.address, { chainId: 8453 })
        startingBalances.push(before)
        await sendFromAlice(parseEther('1'))
        expect(await chains.balanceOf(bob.address, { chainId: 8453 })).toBe(before + parseEther('1'))
        expect(new Set(startingBalances).size).toBe(1)
      })

    it('ran both (the check above compared two balances)', () => expect(startingBalances).toHaveLength(2))
  })

  it("reads a fixture token's balance by symbol or address", async () => {
    const usdc = local.chain.tokens.find((token) => token.symbol === 'USDC')
    expect(await chains.balanceOf(alice.address, { chainId: 8453, token: 'USDC' })).toBe(
      parseUnits('10000', 6),
    )
    expect(await chains.balanceOf(alice.address, { chainId: 8453, token: usdc?.address ?? '' })).toBe(
      parseUnits('10000', 6),
    )
  })

  it('sets a balance, and a revert undoes it', async () => {
    await chains.setBalance(bob.address, 123n)
    expect(await chains.balanceOf(bob.address, { chainId: 8453 })).toBe(123n)
    await chains.revert(start)
    expect(await chains.balanceOf(bob.address, { chainId: 8453 })).not.toBe(123n)
  })

  it('mines blocks', async () => {
    const client = createPublicClient({ transport: http(local.chain.rpcUrl), cacheTime: 0 })
    const before = await client.getBlockNumber()
    await chains.mine(3)
    expect(await client.getBlockNumber()).toBe(before + 3n)
  })

  it('names what it does not know', async () => {
    await expect(chains.balanceOf(bob.address, { chainId: 1 })).rejects.toThrow(
      'The world has no chain 1; it has 8453',
    )
    await expect(chains.balanceOf(bob.address, { chainId: 8453, token: 'DOGE' })).rejects.toThrow(
      'Chain 8453 has no fixture token "DOGE"',
    )
    await expect(chains.revert('nope')).rejects.toThrow('No snapshot "nope" of the world\'s chains')
  })
})
