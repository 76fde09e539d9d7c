import { type OnrampOrder, onrampProviderAddress } from '@walletkit/fixtures'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { SandboxError } from '../SandboxError.js'

/** What a paid order delivered: the transaction on the local chain and the amount, in the token's units. */
export type OnrampPayment = { hash: `0x${string}`; amount: string; symbol: string }

/** How long a delivery may wait to be mined (a chain that stopped mining must not hold the page forever). */
const MINED_WITHIN_MS = 15_000

/**
 * Delivers a paid order on its local chain: the onramp provider's account (impersonated on anvil) sends the quoted
 * amount of the token, or of the native coin, to the visitor's address, and the transaction is mined before this
 * resolves. Throws a SandboxError when the chain refuses or reverts it (e.g. the provider has run out: a sandbox
 * reset refills it).
 * @example const { hash } = await payOnrampOrder(order)
 */
export async function payOnrampOrder(order: OnrampOrder): Promise<OnrampPayment> {
  const { chain, asset, quote, address } = order
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const amount = quote.purchaseAmount.amount
  const units = parseUnits(amount, asset.token?.decimals ?? 18)
  let hash: `0x${string}`
  try {
    await createTestClient({ mode: 'anvil', transport }).impersonateAccount({
      address: onrampProviderAddress,
    })
    const wallet = createWalletClient({ account: onrampProviderAddress, transport })
    hash = asset.token
      ? await wallet.writeContract({
          address: asset.token.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address, units],
          chain: null,
        })
      : await wallet.sendTransaction({ to: address, value: units, chain: null })
  } catch (error) {
    throw new SandboxError(
      `${chain.name} refused the delivery of ${amount} ${asset.symbol}: ${reasonOf(error)}`,
      {
        cause: error,
      },
    )
  }
  const receipt = await createPublicClient({ transport })
    .waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: MINED_WITHIN_MS })
    .catch((error: unknown) => {
      throw new SandboxError(`The delivery ${hash} was not mined on ${chain.name}: ${reasonOf(error)}`, {
        cause: error,
      })
    })
  if (receipt.status !== 'success')
    throw new SandboxError(`The delivery of ${amount} ${asset.symbol} reverted on ${chain.name} (${hash})`)
  return { hash, amount, symbol: asset.symbol }
}

function reasonOf(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error) return String(error.shortMessage)
  return error instanceof Error ? error.message : String(error)
}
